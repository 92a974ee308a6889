// The match section's Chinese text, in one place.
import type {
  CompetitionScope,
  CompetitionStatus,
  Division,
} from '../../contract/content-competition';

export const MATCH_MESSAGES = {
  listDescription: '中国飞盘协会主办和认证的赛事：按年份、级别和状态查看赛程、比分与报名信息。',
  detailDescription: (name: string) => `${name}：赛程、实时比分、积分榜、得分榜与助攻榜。`,
  membersDescription: (club: string, competition: string) => `${club}在${competition}的参赛名单。`,
  applyDescription: (name: string) => `${name}报名须知：报名时间、组别与名单人数要求。`,
  filtersLabel: '赛事筛选',
  year: '年份',
  level: '赛事级别',
  status: '赛事状态',
  allYears: '全部年份',
  all: '全部',
  search: '筛选',
  resultsLabel: '赛事列表',
  total: (total: number) => `共 ${total} 项赛事`,
  emptyList: '没有符合条件的赛事。',
  coverAlt: (name: string) => `${name}封面`,
  logoAlt: (name: string) => `${name}队徽`,
  dates: (start: string, end: string) => (start === end ? start : `${start} 至 ${end}`),
  notFound: '没有找到这项赛事。',
  missingId: '链接缺少赛事编号，请从赛事列表进入。',
  backToList: '返回赛事信息',
  backToCompetition: '返回赛事详情',
  facts: '赛事信息',
  when: '比赛日期',
  where: '比赛地点',
  levelLabel: '级别',
  scopeLabel: '范围',
  divisionLabel: '组别',
  registration: '报名时间',
  registrationUnset: '待定',
  feeLabel: '报名费',
  documents: '赛事文件',
  toApply: '报名须知',
  schedule: '赛程与比分',
  calendar: '订阅赛程日历',
  noGames: '赛程尚未公布。',
  liveHint: '比赛进行中，比分实时更新。',
  versus: '对',
  standings: '积分榜',
  noStandings: '还没有已结束的比赛。',
  poolTitle: (pool: string) => `${pool}积分榜`,
  rankingRules: '排名规则（同一表内）',
  rank: '名次',
  team: '队伍',
  played: '场次',
  won: '胜',
  lost: '负',
  pointsFor: '得分',
  pointsAgainst: '失分',
  diff: '净胜分',
  topScorers: '得分榜',
  topAssisters: '助攻榜',
  noLeaders: '暂无数据。',
  goals: (count: number) => `${count} 分`,
  assists: (count: number) => `${count} 次`,
  teams: '参赛队伍',
  noTeams: '暂无参赛队伍。',
  players: (count: number) => `${count} 人`,
  roster: '查看名单',
  rosterOf: (club: string) => `${club}参赛名单`,
  rosterEmpty: '名单中还没有队员。',
  number: '号码',
  name: '姓名',
  gender: '性别',
  missingTeam: '链接缺少赛事或俱乐部编号，请从赛事详情进入。',
  applyTitle: (name: string) => `${name}报名`,
  applyNeeds: '报名要求',
  window: '报名时间',
  rosterRules: '名单要求',
  minMale: (n: number) => `男队员至少 ${n} 人`,
  minFemale: (n: number) => `女队员至少 ${n} 人`,
  maxRoster: (n: number) => `名单最多 ${n} 人`,
  applySteps:
    '由俱乐部联系人登录后，在「我的俱乐部」中选择参赛队员提交报名，协会审核通过后名单生效。',
  goApply: '去报名',
  eventDescription: (name: string) => `${name}：各组别的赛程、积分榜、对阵图与最终名次。`,
  eventMissingId: '链接缺少赛事编号，请从赛事详情进入。',
  eventDivisions: '组别',
  eventNoDivision: '本赛事还没有公布的组别。',
  divisionTeams: (n: number) => `${n} 支参赛队`,
  divisionDetail: (name: string) => `查看${name}的完整赛程与名单`,
  partOfEvent: '所属赛事',
  toEvent: (name: string) => `${name}（全部组别）`,
  siblings: '其他组别',
  applyClosed: (status: string) => `当前${status}，不能报名。`,
} as const;

export const STATUS_LABELS: Record<CompetitionStatus, string> = {
  registering: '报名中',
  upcoming: '即将开始',
  ongoing: '进行中',
  finished: '已结束',
};

export const GAME_STATUS_LABELS = {
  scheduled: '未开始',
  live: '进行中',
  finished: '已结束',
  /** Staff cancelled it: it counts for nobody. */
  cancelled: '已取消',
  /** One team did not come: the other wins by the competition's forfeit score. */
  forfeit: '弃权',
} as const;

/** Who forfeited, beside the 弃权 badge. */
export const forfeitedBy = (team: string) => `${team}弃权`;

export const SCOPE_LABELS: Record<CompetitionScope, string> = {
  national: '国内赛事',
  international: '国际赛事',
};

export const DIVISION_LABELS: Record<Division, string> = {
  MIX: '混合组',
  MALE: '男子组',
  FEMALE: '女子组',
};
