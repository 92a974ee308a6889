// The public member page's Chinese text, in one place.
export const MEMBER_DETAIL_MESSAGES = {
  description: (name: string) => `${name}的公开会员信息：所属俱乐部与持有证书。`,
  fallbackDescription: '中国飞盘协会会员的公开信息：所属俱乐部与持有证书。',
  missingId: '链接缺少会员编号，请从查询中心进入。',
  backToQuery: '返回球员查询',
  avatarAlt: (name: string) => `${name}的头像`,
  facts: '会员信息',
  type: '会员类别',
  gender: '性别',
  city: '城市',
  intro: '个人简介',
  club: '所属俱乐部',
  noClub: '目前没有加入俱乐部。',
  number: (n: number) => `球衣号码 ${n}`,
  certificates: '持有证书',
  noCertificates: '暂无协会认证证书。',
  transfers: '转会记录',
  transferLine: (from: string | null, to: string) => `${from ?? '无俱乐部'} → ${to}`,
  transferSeason: (year: number) => `${year}年度转会`,
  transferApprovedOn: '批准于',
  certificateNo: '证书编号',
  issuedOn: '发证日期',
} as const;

export const TYPE_LABELS = {
  player: '球员',
  contact: '俱乐部联系人',
  volunteer: '志愿者',
  staff: '协会工作人员',
} as const;
export const GENDER_LABELS = { M: '男', F: '女' } as const;
export const KIND_LABELS = { coach: '教练员', judge: '裁判员' } as const;
export const DIVISION_LABELS = { MIX: '混合组', MALE: '男子组', FEMALE: '女子组' } as const;
