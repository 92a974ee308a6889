// The club section's Chinese text, in one place.
// Its tables match the account centre's (account/messages.ts) in shape only, each with its own
// words; the names both show are in src/contract/club-labels.ts.
import type { MembershipStatus } from '../../contract/club';
import { DIVISION_LABEL } from '../../contract/club-labels';

export { CLUB_STATUS_LABEL, DIVISION_LABEL, GENDER_LABEL } from '../../contract/club-labels';

export const DIVISION_OPTIONS = (['MIX', 'MALE', 'FEMALE'] as const).map((value) => ({
  value,
  label: DIVISION_LABEL[value],
}));

export const MEMBER_STATUS_LABEL: Record<MembershipStatus, string> = {
  invited: '已邀请',
  active: '在队',
  leave_requested: '申请退出中',
  left: '已退出',
  rejected: '已拒绝邀请',
};

export const REGISTRATION_STATUS_LABEL = {
  pending: '待审核',
  approved: '已通过',
  rejected: '已驳回',
} as const;

export const TABS = [
  { type: 'info', label: '俱乐部资料' },
  { type: 'members', label: '成员名单' },
  { type: 'games', label: '近期比赛' },
  { type: 'invitations', label: '邀请球员' },
  { type: 'leave', label: '退出申请' },
  { type: 'apply', label: '赛事报名' },
  { type: 'spirit', label: '精神分' },
] as const;
export type TabType = (typeof TABS)[number]['type'];
/** A player's 我的俱乐部: their club's roster and games, without the contact's tools. */
export const PLAYER_TABS: readonly TabType[] = ['members', 'games', 'spirit'];

export const GAME_STATUS_LABEL = {
  scheduled: '未开始',
  live: '进行中',
  finished: '已结束',
} as const;

export const CERTIFICATE_KIND_LABEL = { coach: '教练员', judge: '裁判员' } as const;

export const TEXT = {
  seasonStatus: '本年度注册',
  toSeason: '俱乐部年度注册',
  tabsLabel: '俱乐部中心',
  notContact: '俱乐部中心供俱乐部联系人使用。您可以注册一个俱乐部，成为它的联系人。',
  noClubYet: '您还没有注册俱乐部。',
  registerClub: '注册俱乐部',
  toCenter: '返回个人中心',
  pendingBanner: '俱乐部正在等待协会审核。审核通过后才能邀请球员和报名比赛。',
  rejectedBanner: '俱乐部未通过协会审核。请按理由修改「俱乐部信息」并保存，即重新提交审核。',
  rejectReason: (reason: string) => `驳回理由：${reason}`,
  name: '俱乐部名称',
  division: '组别',
  city: '所在城市',
  clubCity: '俱乐部所在城市',
  logo: '标志图片地址',
  intro: '俱乐部简介',
  foundedYear: '成立年份',
  status: '审核状态',
  createdAt: '注册时间',
  notSet: '未填写',
  logoAlt: (name: string) => `${name}的标志`,
  number: '背号',
  memberName: '姓名',
  gender: '性别',
  phone: '手机号',
  memberStatus: '状态',
  noMembers: '还没有成员。可以在「邀请球员」中按手机号邀请已注册的球员。',
  rosterCaption: (count: number) => `共 ${count} 名成员`,
  invite: '发送邀请',
  inviting: '发送中…',
  invitePhone: '球员手机号',
  inviteNumber: '背号（可选）',
  inviteIntro: '按手机号邀请已注册的球员，对方在个人中心接受后即成为成员。',
  invited: '邀请已发送',
  pendingInvitations: '等待回应的邀请',
  noInvitations: '没有等待回应的邀请',
  leaveRequests: '待处理的退出申请',
  noLeaveRequests: '没有待处理的退出申请',
  approve: '同意',
  decline: '拒绝',
  approved: '已同意退出申请',
  declined: '已拒绝退出申请',
  competitions: '可报名及已报名的比赛',
  noCompetitions: '目前没有正在报名的比赛',
  registrationWindow: (from: string, to: string) => `报名时间 ${from} 至 ${to}`,
  minimums: (men: number, women: number) => `至少男 ${men} 人、女 ${women} 人`,
  maxRoster: (max: number) => `最多 ${max} 人`,
  registration: '报名状态',
  notRegistered: '未报名',
  entryRejected: (reason: string) =>
    `驳回原因：${reason}。请按原因修改参赛名单后重新提交，报名将回到待审核。`,
  playerCount: (count: number) => `${count} 人`,
  chooseRoster: '选择参赛球员',
  changeRoster: '修改参赛名单',
  showRoster: '查看参赛名单',
  hideRoster: '收起参赛名单',
  submitRoster: '提交报名',
  submitting: '提交中…',
  submitted: '报名已提交，请等待协会审核',
  cancel: '取消',
  divisionMismatch: '俱乐部组别与比赛组别不同，不能报名',
  closed: '报名已截止',
  counts: (total: number, men: number, women: number) =>
    `已选 ${total} 人：男 ${men} 人，女 ${women} 人`,
  rosterOf: (competition: string) => `${competition}参赛名单`,
  noActivePlayers: '俱乐部还没有在队球员，不能报名。',
  wrongGenderNote: '（不符合组别）',
  clubIntro: '填写俱乐部资料提交注册，协会审核通过后即可邀请球员、报名比赛。',
  contactPart: '联系人账号',
  clubPart: '俱乐部资料',
  contactIntro: '俱乐部联系人负责管理俱乐部，请先注册联系人账号。',
  signedInAs: (name: string) => `将以当前账号「${name}」作为俱乐部联系人。`,
  submitClub: '提交注册',
  clubSubmitted: '俱乐部已提交，请等待协会审核',
  alreadyContact: '您已是俱乐部联系人。',
  toClubCentre: '进入俱乐部中心',
  cannotRegister: '只有球员或俱乐部联系人账号可以注册俱乐部。',
  haveAccount: '已有账号？',
  toLogin: '先登录',
  edit: '修改资料',
  save: '保存',
  saving: '保存中…',
  saved: '俱乐部资料已保存',
  offlineAction: (what: string) => `当前离线，无法${what}，请联网后再试`,
  offlineInvite: '发送邀请',
  offlineDecide: '处理退出申请',
  offlineRegister: '提交报名',
  certificates: '证书',
  games: '近期比赛',
  gamesRange: (from: string, to: string) => `${from} 至 ${to}`,
  noGames: '今天及之后七天没有本俱乐部的比赛。',
  today: '今天',
  showRosters: '查看双方名单',
  hideRosters: '收起双方名单',
  versus: 'VS',
  teamRoster: (team: string, count: number) => `${team}（${count} 人）`,
  noTeamRoster: '名单待定',
  lineStats: (played: number, plusMinus: number) =>
    `上场 ${played} · 正负 ${plusMinus > 0 ? '+' : ''}${plusMinus}`,
  latestScore: '最新比分',
  playerClub: '我的俱乐部',
  noPlayerClub: '您还没有加入俱乐部。接受俱乐部的邀请后，这里会显示球队名单和近期比赛。',
  playerRoster: '球队名单',
  playerRosterEmpty: '俱乐部还没有在册队员。',
} as const;

/** The 精神分 tab (docs/competitions.md, "Spirit scores"). */
export const SPIRIT_TEXT = {
  title: '精神分',
  intro: '比赛结束后，请为对手打出精神分：五项各 0–4 分（2 分为正常水平）。截止日期前可以修改。',
  noGames: '暂无需要填写精神分的已结束比赛。',
  versus: (home: string, away: string) => `${home} VS ${away}`,
  opponent: (name: string) => `对手：${name}`,
  deadline: (day: string) => `截止 ${day}`,
  closed: '已截止',
  notGiven: '未填写',
  given: (total: number) => `已提交 · 总分 ${total}`,
  givenBy: (name: string) => `提交人：${name}`,
  savedOffline: '已保存，联网后提交',
  sending: '正在提交…',
  give: '填写精神分',
  edit: '修改精神分',
  cancel: '取消',
  submit: '提交精神分',
  comment: '评语（可选）',
  commentTooLong: (max: number) => `评语不能超过 ${max} 个字`,
  total: (total: number) => `总分 ${total} / 20`,
  markOption: (mark: number, word: string) => `${mark} ${word}`,
  refused: '提交被拒绝',
  dismiss: '知道了',
  captains: '精神分队长',
  captainsIntro: '可为每项赛事指定一名本队报名球员填写精神分；联系人始终可以填写。',
  captainOf: (competition: string) => `${competition}的精神分队长`,
  noCaptain: '未指定（由联系人填写）',
  saveCaptain: '保存',
  savingCaptain: '保存中…',
  offlineCaptain: '指定队长',
  notCaptain: '您还不是任何赛事的精神分队长。请联系俱乐部联系人指定。',
} as const;
