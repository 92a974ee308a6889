// The season leaders page's Chinese text, in one place (docs/records.md, "Leaders").
export const LEADERS_MESSAGES = {
  title: (season: number, division: string) => `${season} 赛季${division}个人榜`,
  description: (season: number) => `中国飞盘协会 ${season} 赛季各组别的得分、助攻与正负值排行。`,
  rule: (minGames: number) =>
    `统计本赛季该组别已发布赛事中计入成绩的比赛（取消与弃权的比赛不计），至少出场 ${minGames} 场方可上榜；正负值只统计记录了上场名单的比赛，同样须满 ${minGames} 场。隐藏战绩的会员不上榜。`,
  seasons: '赛季',
  divisions: '组别',
  goals: '得分榜',
  assists: '助攻榜',
  plusMinus: '正负值榜',
  empty: '暂无达到场次要求的球员。',
  games: (n: number) => `${n} 场`,
  value: (n: number) => String(n),
  plusMinusValue: (n: number) => (n > 0 ? `+${n}` : String(n)),
  backToQuery: '返回球员查询',
} as const;

export const DIVISION_NAMES = { MIX: '混合组', MALE: '男子组', FEMALE: '女子组' } as const;
