// The season ranking page's Chinese text, in one place.
export const RANKING_MESSAGES = {
  title: '赛季排名',
  heading: (division: string, season: number) => `${season} 赛季${division}排名`,
  description: (division: string, season: number) =>
    `${season} 赛季${division}俱乐部排名：名次积分乘以赛事级别权重，规则与每项积分公开可查。`,
  divisions: { MIX: '混合组', MALE: '男子组', FEMALE: '女子组' },
  chooseDivision: '组别',
  chooseSeason: '赛季',
  season: (year: number) => `${year} 赛季`,
  rules: '计分规则',
  formula:
    '每项成绩积分 =（该级别冠军积分 ÷ 该赛事定出名次的队数）×（队数 − 名次 + 1），四舍五入保留两位小数。',
  bestOf: (n: number) =>
    `每家俱乐部只计本赛季最好的 ${n} 项成绩；参赛较少的俱乐部按实际成绩累计，不作补分。`,
  ties: '总积分相同时，计入成绩较多者在前；仍相同时，最好名次较高者在前；再相同则并列。',
  season_rule: '赛季按赛事开始日期所在的年份划分；只计入已公布的赛事和已定出的最终名次。',
  weights: '各级别冠军积分',
  weightLine: (name: string, points: number) =>
    points === 0 ? `${name}：不计入排名` : `${name}：${points} 分`,
  empty: '本赛季该组别还没有计入排名的成绩。',
  rank: (rank: number) => `第 ${rank} 名`,
  points: (points: number) => `${points.toFixed(2)} 分`,
  counted: (n: number, best: number) => `计入 ${n} 项 · 最好名次第 ${best} 名`,
  detail: '查看每项积分',
  result: (levelName: string, place: number, teams: number) =>
    `${levelName} · 第 ${place} 名（共 ${teams} 队）`,
  resultPoints: (max: number, teams: number, place: number, points: number) =>
    `${max} ÷ ${teams} × (${teams} − ${place} + 1) = ${points.toFixed(2)} 分`,
  notCounted: '（未计入）',
} as const;
