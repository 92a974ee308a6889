// The Chinese wording of the schedule grid's refusals and warnings, shared by the console (which
// shows them beside the game before saving) and the server (which refuses with the same words).

export const CLASH_MSG = {
  team: (team: string, game: string, other: string) =>
    `${team}同一时间有两场比赛：${game}与${other}`,
  field: (field: string, game: string, other: string) =>
    `${field}同一时间有两场比赛：${game}与${other}`,
  volunteer: (name: string, game: string, other: string) =>
    `记分员${name}同一时间有两场比赛：${game}与${other}`,
  dependency: (game: string, before: string, readyAt: string) =>
    `${game}开始得太早：它要等${before}结束（最早 ${readyAt}）`,
  rest: (team: string, game: string, other: string, rest: number, min: number) =>
    `${team}在${other}与${game}之间只休息 ${rest} 分钟，少于本赛事要求的 ${min} 分钟`,
  outOfDay: (game: string) => `${game}顺延后超出当天，请改为移到另一天`,
  /** How a game is named in every message: its number and code when it has one, and its place. */
  gameName: (teams: string, at: string, number: string | null) =>
    `${number ?? ''}${teams}（${at}）`,
};
