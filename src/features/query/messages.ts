// The query centre's Chinese text, in one place.
import type { Division } from '../../contract/content-competition';
import type { FilterName, QueryTarget } from './query-filters';

export const QUERY_MESSAGES = {
  description: '查询中国飞盘协会注册俱乐部、球员，以及持证教练员和裁判员的公开信息。',
  tabsLabel: '查询类别',
  ranking: '俱乐部赛季排名',
  filtersLabel: '查询条件',
  search: '查询',
  reset: '重置',
  all: '全部',
  resultsLabel: '查询结果',
  total: (total: number) => `共找到 ${total} 条记录`,
  empty: '没有符合条件的记录，请换个条件再试。',
  logoAlt: (name: string) => `${name}队徽`,
  founded: (year: number) => `成立于 ${year} 年`,
  members: (count: number) => `在册队员 ${count} 人`,
  number: (number: number) => `${number} 号`,
  noClub: '暂无俱乐部',
  certificateNo: '证书编号',
  issuedOn: '发证日期',
  seasonLeaders: '赛季个人榜：得分、助攻、正负值',
  validUntil: '有效期至',
  seasonStatus: '本年度注册',
} as const;

export const TAB_LABELS: readonly { label: string; to: string }[] = [
  { label: '俱乐部', to: '/query/club' },
  { label: '混合组', to: '/query/club/MIX' },
  { label: '男子组', to: '/query/club/MALE' },
  { label: '女子组', to: '/query/club/FEMALE' },
  { label: '球员', to: '/query/player' },
  { label: '教练员', to: '/query/coach' },
  { label: '裁判员', to: '/query/judge' },
];

export const FILTER_LABELS: Record<FilterName, string> = {
  name: '姓名',
  city: '城市',
  club: '俱乐部',
  division: '组别',
  level: '证书等级',
};

/** Clubs are searched by their name, people by theirs. */
export const NAME_LABEL_OF: Record<QueryTarget, string> = {
  club: '俱乐部名称',
  player: '姓名',
  coach: '姓名',
  judge: '姓名',
};

export const DIVISION_LABELS: Record<Division, string> = {
  MIX: '混合组',
  MALE: '男子组',
  FEMALE: '女子组',
};

export const GENDER_LABELS = { M: '男', F: '女' } as const;

export const KIND_LABELS = { coach: '教练员', judge: '裁判员' } as const;
