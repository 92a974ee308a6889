// What the training sign-up calls say, in Chinese.
export const SIGNUP_MESSAGES = {
  training: '培训',
  onlyMembers: '只有球员和俱乐部联系人可以报名培训',
  alreadySignedUp: '您已报名该培训',
  full: (capacity: number) => `名额已满：该培训共 ${capacity} 个名额，已全部报满`,
  closed: (deadline: string) => `报名已截止：该培训的报名截止日期为 ${deadline}`,
  started: '培训已开始，报名已截止',
  notSignedUp: '您没有报名该培训',
  cannotWithdraw: '培训已开始，不能再取消报名',
  signedUp: '报名成功',
  withdrawn: '已取消报名',
} as const;
