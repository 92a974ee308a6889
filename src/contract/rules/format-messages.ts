// The Chinese wording of championship formats: placeholder labels, stage and round names, and the
// refusals of a format, a placeholder or a Swiss round, each naming the game or seed at fault.

const SIDE = { home: '主队', away: '客队' } as const;

export const FORMAT_MSG = {
  seedLabel: (seed: number) => `${seed}号种子`,
  poolPlaceLabel: (pool: string, place: number) => `${pool}组第${place}`,
  winnerLabel: (game: number) => `第${game}场胜者`,
  loserLabel: (game: number) => `第${game}场负者`,
  stagePlaceLabel: (stage: number, place: number) => `第${stage}阶段第${place}名`,
  swissLabel: (round: number, board: number, side: 'home' | 'away') =>
    `瑞士轮第${round}轮第${board}场${SIDE[side]}`,

  stageName: {
    pools: '小组循环赛',
    powerPools: '第二阶段小组赛',
    crossover: '交叉赛',
    bracket: '淘汰赛与排位赛',
    swiss: '瑞士轮',
  },
  placeGame: (winner: number) => (winner === 1 ? '决赛' : `第${winner}名争夺赛`),
  sharedPlace: (place: number) => `并列第${place}名`,

  // A format that does not fit.
  unknownTemplate: (id: string) => `没有名为 ${id} 的赛制模板`,
  teamCountNotFit: (name: string, teams: number) => `赛制“${name}”不适用于 ${teams} 支队伍`,
  poolSizesSum: (sum: number, teams: number) => `各组队数之和（${sum}）与参赛队数（${teams}）不符`,
  poolSizesCount: (given: number, expected: number) =>
    `该赛制需要 ${expected} 个小组，而不是 ${given} 个`,
  poolTooSmall: (pool: string, size: number) => `${pool}组只有 ${size} 队，每组至少需要 3 队`,
  playOutRange: (teams: number) => `决出名次的范围须在第1名到第${teams}名之间`,
  noCrossoverChoice: (name: string) => `赛制“${name}”不能选择是否打交叉赛`,

  // A placeholder that does not hold.
  unknownCode: (code: string) => `赛制模板中的“${code}”无法识别`,
  selfReference: (game: number) => `第${game}场的队伍不能来自第${game}场本身`,
  laterGame: (game: number, later: number) => `第${game}场的队伍来自之后的第${later}场，无法确定`,
  missingGame: (game: number, missing: number) => `第${game}场引用的第${missing}场不存在`,
  laterStage: (where: string, label: string) => `${where}引用的“${label}”来自尚未进行的阶段`,
  missingPlace: (where: string, label: string) => `${where}引用的“${label}”不存在`,
  usedTwice: (label: string, first: string, second: string) =>
    `“${label}”同时填入了${first}和${second}`,
  seedUnused: (seed: number) => `${seed}号种子没有进入任何比赛`,
  placeUnassigned: (place: number) => `第${place}名没有由任何比赛或排名决出`,
  placeTwice: (place: number) => `第${place}名被决出了两次`,
  gameWhere: (game: number) => `第${game}场`,
  poolWhere: (pool: string) => `${pool}组`,
  placeWhere: (place: number) => `第${place}名`,

  // Progression.
  stageNotKnown: (stage: number, labels: readonly string[]) =>
    `第${stage}阶段的队伍尚未全部确定：${labels.join('、')}`,
  seedsCount: (given: number, teams: number) =>
    `赛制需要 ${teams} 支队伍，排好的种子有 ${given} 支`,
  seedTwice: (team: string) => `队伍 ${team} 在种子顺序中出现了两次`,

  // Swiss rounds.
  swissPreviousOpen: (round: number, next: number) =>
    `第${round}轮还有比赛未结束，不能生成第${next}轮`,
  swissRoundsDone: (rounds: number) => `瑞士轮共 ${rounds} 轮，已全部生成`,
  swissTooFew: '瑞士轮至少需要 2 支队伍',
} as const;
