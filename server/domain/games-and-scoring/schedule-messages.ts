// The Chinese text of the console's schedule calls: refusals, confirmations and audit lines.
export const SCHEDULE_MESSAGES = {
  competition: '赛事',
  game: '比赛',
  entryNotApproved: '只能选择本赛事已通过的参赛队',
  volunteerUnknown: '记分员不存在或已停用，请从列表中选择',
  rulesAfterBegin: '比赛已开始，不能再修改规则',
  alreadyCancelled: '比赛已取消',
  notCancelled: '比赛没有被取消，无需恢复',
  created: '比赛已添加',
  saved: '比赛已保存',
  cancelled: '比赛已取消',
  restored: '比赛已恢复',
  roundRobinCreated: (count: number) => `已生成 ${count} 场比赛`,
  audit: {
    create: (home: string, away: string) => `添加比赛：${home} vs ${away}`,
    update: (home: string, away: string) => `修改比赛：${home} vs ${away}`,
    cancel: (home: string, away: string, reason: string) =>
      `取消比赛：${home} vs ${away}（${reason}）`,
    restore: (home: string, away: string) => `恢复比赛：${home} vs ${away}`,
    roundRobin: (pool: string, count: number) => `生成循环赛：${pool}（${count} 场）`,
  },
} as const;
