// The club page's Chinese text, in one place.
export const CLUB_DETAIL_MESSAGES = {
  description: (name: string, city: string) => `${name}（${city}）的俱乐部简介与在册队员名单。`,
  fallbackDescription: '中国飞盘协会注册俱乐部的简介与在册队员名单。',
  missingId: '链接缺少俱乐部编号，请从查询中心进入。',
  backToQuery: '返回俱乐部查询',
  logoAlt: (name: string) => `${name}队徽`,
  facts: '俱乐部信息',
  division: '组别',
  city: '城市',
  founded: '成立年份',
  foundedYear: (year: number) => `${year} 年`,
  contact: '联系人',
  memberCount: '在册队员',
  people: (n: number) => `${n} 人`,
  intro: '俱乐部简介',
  roster: '在册队员',
  rosterEmpty: '俱乐部还没有在册队员。',
} as const;

export const DIVISION_LABELS = { MIX: '混合组', MALE: '男子组', FEMALE: '女子组' } as const;
