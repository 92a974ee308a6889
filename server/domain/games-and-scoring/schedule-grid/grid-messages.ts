// The Chinese text of the schedule grid's calls on the server: refusals, confirmations and audit
// lines. The clash messages themselves are the shared rules' (schedule-clash-messages.ts).
export const GRID_MSG = {
  notInCompetition: (id: number) => `比赛 ${id} 不属于本赛事，请刷新后重试`,
  begun: (game: string) => `${game}已开始或已结束，不能移动`,
  cancelled: (game: string) => `${game}已取消，不能移动`,
  nothingInBlock: '这段时段内没有未开始的比赛可以顺延',
  settingsSaved: '赛程设置已保存',
  moved: (count: number) => `已移动 ${count} 场比赛`,
  shifted: (count: number) => `已顺延 ${count} 场比赛`,
  audit: {
    settings: (slot: number, rest: number) =>
      `修改赛程设置：每场 ${slot} 分钟，最短休息 ${rest} 分钟`,
    move: (game: string, to: string) => `移动比赛：${game} → ${to}`,
    shift: (date: string, from: string, to: string, minutes: number, count: number) =>
      `雨天顺延：${date} ${from}–${to} 的 ${count} 场比赛推后 ${minutes} 分钟`,
  },
} as const;
