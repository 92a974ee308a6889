// The Chinese text of the user centre's 我的培训 section.
import type { SignupStatus } from '../../../contract/training-signup';

export const TRAININGS_TEXT = {
  title: '我的培训',
  empty: '还没有报名培训。',
  browse: '查看教练员与裁判员培训',
  kind: { coach: '教练员培训', judge: '裁判员培训' },
  status: { signed_up: '已报名', withdrawn: '已取消' } satisfies Record<SignupStatus, string>,
  signedUpAt: '报名于',
  withdrawnAt: '取消于',
} as const;
