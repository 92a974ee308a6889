// A player's record on the member page, in Chinese, in one place (docs/records.md, "Players").
export const RECORD_MESSAGES = {
  title: '个人战绩',
  hidden: '该会员已隐藏个人战绩。',
  hiddenForStaff: '该会员已向公众隐藏个人战绩（工作人员可见）。',
  none: '暂无比赛记录。',
  total: '生涯合计',
  seasons: '各赛季',
  season: (year: number) => `${year} 赛季`,
  competitions: '参加的赛事',
  games: (n: number) => `${n} 场`,
  goals: (n: number) => `得分 ${n}`,
  assists: (n: number) => `助攻 ${n}`,
  pointsPlayed: (n: number) => `上场 ${n} 分`,
  plusMinus: (n: number) => `正负值 ${n > 0 ? `+${n}` : n}`,
  noLines: '未记上场名单',
  /** The team's final placement: 「第 3 名 / 12 队」, or a dash while it has none. */
  placement: (place: number | null, teams: number | null) =>
    place === null ? '名次 —' : `第 ${place} 名 / ${teams ?? 0} 队`,
  leaders: (year: number) => `查看 ${year} 赛季榜`,
} as const;
