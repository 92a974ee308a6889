// The Chinese text of events of several divisions: refusals, confirmations and audit lines.
export const EVENT_MESSAGES = {
  event: '赛事',
  saved: '赛事已保存',
  deleted: '赛事已删除，各组别恢复为独立赛事',
  noSuchCompetition: (id: number) => `组别（赛事编号 ${id}）不存在`,
  inOtherEvent: (competition: string, event: string) =>
    `${competition} 已属于赛事「${event}」，请先从该赛事中移出`,
  changedMeanwhile: '所选组别刚被加入其他赛事，请刷新后重试',
  audit: {
    create: (name: string) => `新建多组别赛事：${name}`,
    update: (name: string) => `修改多组别赛事：${name}`,
    remove: (name: string) => `删除多组别赛事：${name}`,
  },
} as const;
