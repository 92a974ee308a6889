// The club history section's Chinese text, in one place.
export const CLUB_HISTORY_MESSAGES = {
  title: '历史战绩',
  empty: '这家俱乐部还没有计入成绩的比赛。',
  seasons: '各赛季战绩',
  competitions: '参加的赛事',
  season: (year: number) => `${year} 赛季`,
  tally: (wins: number, losses: number, games: number) => `${games} 场 ${wins} 胜 ${losses} 负`,
  diff: (diff: number) => `净胜分 ${diff > 0 ? '+' : ''}${diff}`,
  spirit: (average: number | null, count: number) =>
    average === null ? '精神分 暂无' : `精神分均值 ${average.toFixed(2)}（${count} 份）`,
  placement: (place: number | null, teams: number) =>
    place === null ? '名次未定' : `第 ${place} 名（共 ${teams} 队）`,
  headToHead: '交锋记录',
  chooseOther: '选择对手',
  choosePrompt: '请选择一家俱乐部',
  compare: '查看交锋记录',
  ranking: '查看赛季排名',
} as const;
