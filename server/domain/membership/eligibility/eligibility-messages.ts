// The Chinese of eligibility (docs/membership.md, "Eligibility"): each refusal names the player.
export const MSG = {
  notActive: (name: string, year: number) => `${name}：${year}年度会员未生效`,
  rejected: (name: string, year: number) => `${name}：${year}年度会员已驳回`,
  expired: (name: string, year: number) => `${name}：${year}年度会员已过期`,
  noIdentity: (name: string) => `${name}：未登记身份证号码，也没有有效的证书`,
  refused: (problems: readonly string[]) => `以下球员不符合参赛资格：${problems.join('；')}`,
  notPlayer: '该用户不存在',
  exceptionTwice: '该球员在本赛事已有例外，无需再次添加',
  exceptionGranted: '已允许该球员例外参赛',
  rulesSaved: '参赛资格要求已保存',
  competition: '赛事',
} as const;
