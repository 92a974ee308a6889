// The Chinese text of the competition page's 精神分排名 (the categories' names are the contract's,
// src/contract/rules/spirit-messages.ts, shared with the club centre and the console).
export const SPIRIT_STANDINGS_TEXT = {
  title: '精神分排名',
  intro: (deadline: string) =>
    `各队在已结束比赛中收到的对手评分平均值（每项 0–4 分，总分 20 分）。截止 ${deadline}。`,
  noneYet: '还没有球队提交精神分。',
  rank: '排名',
  team: '球队',
  total: '总分',
  received: '评分数',
} as const;
