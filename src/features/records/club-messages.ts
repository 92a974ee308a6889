// The head-to-head page's Chinese text, in one place.
export const HEAD_TO_HEAD_MESSAGES = {
  title: (a: string, b: string) => `${a} 对 ${b}`,
  description: (a: string, b: string) => `${a}与${b}的全部交锋记录：赛事、日期与比分。`,
  fallbackDescription: '两家俱乐部的全部交锋记录。',
  missing: '链接缺少俱乐部编号，请从俱乐部页面进入。',
  back: (name: string) => `返回${name}`,
  totals: '交锋总计',
  totalLine: (games: number, a: string, aw: number, b: string, bw: number) =>
    `共 ${games} 场：${a} ${aw} 胜，${b} ${bw} 胜`,
  pointsLine: (a: number, b: number) => `总比分 ${a} : ${b}`,
  games: '每场比赛',
  none: '两队还没有计入成绩的交锋。',
  forfeit: '（弃权）',
} as const;
