// The console's season ranking rules page, its Chinese text in one place.
export const RANKING_RULES_MESSAGES = {
  title: '赛季排名规则',
  intro:
    '每项成绩积分 =（该级别冠军积分 ÷ 该赛事定出名次的队数）×（队数 − 名次 + 1）。冠军积分为 0 的级别不计入排名。修改会记入操作记录，并立即显示在公开的赛季排名页面上。',
  bestOf: '每家俱乐部计入最好的几项成绩',
  levelPoints: (name: string) => `${name} 冠军积分`,
  save: '保存',
  saved: '赛季排名规则已保存',
  viewPublic: '查看公开的赛季排名',
} as const;
