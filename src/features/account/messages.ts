// The account section's Chinese text, in one place.
// Its tables match the club centre's (club/messages.ts) in shape only, each with its own words;
// the names both show are in src/contract/club-labels.ts.
import type { MembershipStatus } from '../../contract/club';
import { GENDER_LABEL } from '../../contract/club-labels';

export { CLUB_STATUS_LABEL, DIVISION_LABEL, GENDER_LABEL } from '../../contract/club-labels';
export const GENDER_OPTIONS = [
  { value: 'M', label: GENDER_LABEL.M },
  { value: 'F', label: GENDER_LABEL.F },
] as const;

export const MEMBERSHIP_STATUS_LABEL: Record<MembershipStatus, string> = {
  invited: '待回应的邀请',
  active: '在队',
  leave_requested: '退出申请审核中',
  left: '已退出',
  rejected: '已拒绝',
};

export const USER_TYPE_LABEL = {
  player: '球员',
  contact: '俱乐部联系人',
  volunteer: '记分员',
  staff: '协会工作人员',
} as const;

export const REGISTRATION_STATUS_LABEL = {
  pending: '待审核',
  approved: '已通过',
  rejected: '未通过',
} as const;

export const CERTIFICATE_KIND_LABEL = { coach: '教练员证书', judge: '裁判员证书' } as const;

export const TEXT = {
  season: '年度注册',
  toSeason: '注册与续费',
  noSeason: '协会尚未开放年度注册。',
  seasonUnregistered: (year: number) => `${year}年度：未注册`,
  loginIntro: '登录后可管理个人资料、俱乐部和赛事报名。',
  resetTitle: '找回密码',
  changePasswordTitle: '修改密码',
  mustChangeIntro: '您的密码由协会工作人员重置或设置，请先设置一个只有您知道的新密码。',
  oldPassword: '当前密码',
  newPassword: '新密码',
  confirmPassword: '确认新密码',
  changePasswordSubmit: '修改密码',
  changingPassword: '正在修改…',
  passwordChanged: '密码已修改',
  registerIntro: '注册成为会员后，可以接受俱乐部邀请、查看参赛记录。',
  registerSubmit: '注册',
  registering: '注册中…',
  registered: '注册成功，欢迎加入',
  alreadySignedIn: '您已登录，无需重复注册。',
  toCenter: '进入个人中心',
  registerClubInstead: '注册俱乐部',
  haveAccount: '已有账号？',
  toLogin: '去登录',
  name: '姓名',
  gender: '性别',
  city: '所在城市',
  intro: '个人简介',
  avatar: '头像地址',
  email: '邮箱',
  emailHint: '填写后，消息也会发到这个邮箱',
  phone: '手机号',
  userType: '账号类型',
  joinedAt: '注册时间',
  profile: '个人资料',
  edit: '修改资料',
  save: '保存',
  saving: '保存中…',
  cancel: '取消',
  saved: '资料已保存',
  notSet: '未填写',
  myClub: '我的俱乐部',
  noClub: '您目前没有加入俱乐部。俱乐部联系人可以按手机号邀请您。',
  number: '背号',
  status: '状态',
  applyLeave: '申请退出',
  confirmLeave: (club: string) => `确定申请退出「${club}」吗？`,
  leaveSent: '退出申请已提交，等待俱乐部联系人处理',
  leavePending: '您的退出申请正在等待俱乐部联系人处理。',
  invitations: '俱乐部邀请',
  noInvitations: '暂无邀请',
  invitationFrom: (club: string) => `「${club}」邀请您加入`,
  accept: '接受',
  reject: '拒绝',
  accepted: '已加入俱乐部',
  rejected: '已拒绝邀请',
  contactOf: '我管理的俱乐部',
  toClubCentre: '进入俱乐部中心',
  toPlayerClub: '球队名单与近期比赛',
  competitions: '参赛记录',
  year: '年份',
  noCompetitions: (year: number) => `${year} 年没有参赛记录`,
  certificates: '资格证书',
  certificateNumber: '证书编号',
  issuedOn: '发证日期',
  volunteerNote: '记分员请在记分应用中登录并记录比赛。',
  toScoring: '打开记分应用',
} as const;
