// The Chinese text of the sport pages.
export const FEIPAN_MESSAGES = {
  description:
    '认识飞盘运动：极限飞盘、飞盘高尔夫、自由式飞盘、勇气飞盘、双盘争夺、沙滩极限飞盘等项目介绍。',
  introTitle: '什么是飞盘运动',
  intro: [
    '飞盘运动是以飞盘为器材的一类体育项目的总称。飞盘轻便安全，几乎在任何一片草地、沙滩或操场上都能开展，男女同场、老少皆宜。',
    '飞盘运动崇尚“飞盘精神”：尊重对手、公平竞赛、享受比赛。许多飞盘项目不设裁判，由队员自我裁判，把体育道德放在胜负之前。',
  ],
  categoriesTitle: '飞盘项目',
  empty: '暂无项目介绍',
  readMore: (name: string) => `了解${name}`,
  back: '返回飞盘运动',
  related: '相关链接',
  links: [
    { label: '赛事信息', to: '/match' },
    { label: '下载飞盘规则', to: '/download/frisbee_rule' },
    { label: '查找身边的俱乐部', to: '/query/club' },
  ],
} as const;
