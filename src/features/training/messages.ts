// The training section's Chinese text, in one place.
import type { CertificateKind } from '../../contract/content-portal';
import type { RouteTab } from '../../theme/components/route-tabs';

export const TRAINING_MESSAGES = {
  listDescription: (kind: string) =>
    `中国飞盘协会${kind}：培训时间、地点、等级、费用、名额与报名方式。`,
  detailDescription: (title: string) => `${title}：培训时间、地点、费用、名额与报名方式。`,
  tabsLabel: '培训类别',
  resultsLabel: '培训列表',
  total: (total: number) => `共 ${total} 期培训`,
  empty: '暂时没有安排培训，请关注培训通知。',
  trainingNotices: '培训通知',
  dates: (start: string, end: string) => (start === end ? start : `${start} 至 ${end}`),
  when: '培训日期',
  where: '培训地点',
  level: '等级',
  fee: '费用',
  capacity: '名额',
  free: '免费',
  yuan: (fee: number) => `¥${fee.toLocaleString('zh-CN')}`,
  seats: (n: number) => `${n} 人`,
  signup: '报名方式',
  deadline: '报名截止',
  seatsLeft: (n: number) => `剩余 ${n} 个名额`,
  signUp: '报名',
  signInToSignUp: '登录后报名',
  signedUp: '已报名',
  withdraw: '取消报名',
  confirmWithdraw: '确定取消报名吗？取消后名额会让给其他人，截止前仍可再次报名。',
  confirm: '确定取消',
  keep: '保留报名',
  full: '名额已满',
  closed: '报名已截止',
  started: '培训已开始，不能再取消报名',
  onlyMembers: '仅球员和俱乐部联系人可以在线报名',
  signUpDone: '报名成功',
  withdrawDone: '已取消报名',
  stateOpen: (n: number) => `报名中 · 剩余 ${n} 个名额`,
  content: '培训内容',
  more: '查看详情',
  missingId: '链接缺少培训编号，请从培训列表进入。',
  backTo: (kind: string) => `返回${kind}`,
} as const;

type KindTab = RouteTab & { kind: CertificateKind };

export const KIND_TABS: readonly [KindTab, ...KindTab[]] = [
  { kind: 'coach', label: '教练员培训', to: '/training/coach' },
  { kind: 'judge', label: '裁判员培训', to: '/training/judge' },
];
