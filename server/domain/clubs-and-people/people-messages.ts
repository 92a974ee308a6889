// Every Chinese message of the console's 会员与俱乐部 calls, in one place.
export const MSG = {
  club: '俱乐部',
  member: '用户',
  certificate: '证书',
  clubApproved: '俱乐部已审核通过',
  clubRejected: '俱乐部注册已驳回',
  alreadyApproved: '该俱乐部已审核通过',
  alreadyRejected: '该俱乐部已被驳回',
  levelUnknown: '证书等级不在证书等级列表中',
  numberTaken: (number: string) => `证书编号 ${number} 已被使用`,
  certificateGranted: '证书已授予',
  certificateChanged: '证书已修改',
  certificateRevoked: '证书已吊销',
  notYourself: '不能停用自己的账号',
  lastStaff: '必须保留至少一个启用的工作人员账号',
  alreadyDisabled: '该账号已停用',
  alreadyEnabled: '该账号已启用',
  disabled: '账号已停用，其登录状态已失效',
  enabled: '账号已启用',
  passwordReset: '密码已重置，请把临时密码告知本人；下次登录时须修改',
  typeUnchanged: '账号类型没有变化',
  ownType: '不能修改自己的账号类型',
  contactKeepsType: (club: string) => `该用户是俱乐部「${club}」的联系人，请先更换联系人`,
  typeChanged: '账号类型已修改',
  phoneTaken: '该手机号已注册',
  accountCreated: '账号已创建，首次登录时须修改密码',
} as const;

/** The user types as the console names them. */
export const TYPE_NAMES = {
  player: '球员',
  contact: '俱乐部联系人',
  volunteer: '志愿者',
  staff: '工作人员',
} as const;

export const KIND_NAMES = { coach: '教练员', judge: '裁判员' } as const;

/** The query centre's word for a certificate: 已过期 once its valid-until date has passed. */
export const CERTIFICATE_VALIDITY = { valid: '有效', expired: '已过期' } as const;
