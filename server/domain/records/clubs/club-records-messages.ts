// What the club records' calls say, in one place.
export const CLUB_RECORDS_MSG = {
  club: '俱乐部',
  clubs: '俱乐部',
  rules: '赛季排名规则',
  saved: '赛季排名规则已保存',
  unknownLevel: (level: string) => `赛事级别「${level}」不存在，请刷新后重试`,
  levelTwice: (name: string) => `赛事级别「${name}」重复填写`,
  auditSummary: (bestOf: number) => `修改赛季排名规则：计入最好的 ${bestOf} 项成绩`,
};
