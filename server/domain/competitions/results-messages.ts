// The Chinese of the console's results section (docs/competitions.md, "Results").
export const RESULTS_MESSAGES = {
  competition: '赛事',
  game: '比赛',
  corrected: '比分已更正',
  forfeited: '已判弃权',
  unforfeited: '已撤销弃权',
  alreadyForfeited: '这场比赛已判弃权，请先撤销弃权',
  notForfeited: '这场比赛没有弃权',
  cancelledGame: '这场比赛已取消，不能判弃权',
  teamSide: { home: '主队', away: '客队' } as const,
  audit: {
    addPoint: (game: string, team: string, reason: string) =>
      `更正比分：${game} 为${team}加一分（原因：${reason}）`,
    removePoint: (game: string, team: string, reason: string) =>
      `更正比分：${game} 删除${team}的一个得分（原因：${reason}）`,
    forfeit: (game: string, team: string, reason: string) =>
      `判弃权：${game} ${team}弃权（原因：${reason}）`,
    unforfeit: (game: string, reason: string) => `撤销弃权：${game}（原因：${reason}）`,
  },
} as const;
