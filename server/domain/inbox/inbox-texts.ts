// The Chinese wording of every message the centre sends, in one place (the domain's texts; named
// -texts rather than -messages, since here a message is a row of inbox_messages).
interface Place {
  date: string;
  time: string;
  field: string;
}

const at = (place: Place) => `${place.date} ${place.time}，${place.field}`;
const vs = (home: string, away: string) => `${home} 对 ${away}`;

export const GAME_TEXTS = {
  movedTitle: (home: string, away: string) => `比赛调整：${vs(home, away)}`,
  movedBody: (now: Place, before: Place) => `比赛改为 ${at(now)}（原为 ${at(before)}）。`,
  cancelledTitle: (home: string, away: string) => `比赛取消：${vs(home, away)}`,
  cancelledBody: (game: Place, reason: string) => `原定 ${at(game)} 的比赛已取消。原因：${reason}`,
  correctedTitle: (home: string, away: string) => `比赛结果更正：${vs(home, away)}`,
  correctedBody: (game: Place) => `${at(game)} 的比赛记录已由工作人员更正，请查看最新比分。`,
  givenTitle: (home: string, away: string) => `您被安排记分：${vs(home, away)}`,
  handedOverTitle: (home: string, away: string) => `记分比赛转交给您：${vs(home, away)}`,
  takenTitle: (home: string, away: string) => `您不再负责记分：${vs(home, away)}`,
  when: (game: Place) => `比赛时间：${at(game)}。`,
} as const;

export const ENTRY_TEXTS = {
  approvedTitle: (competition: string) => `参赛报名已通过：${competition}`,
  approvedBody: (club: string) => `${club} 的参赛报名已通过审核。`,
  rejectedTitle: (competition: string) => `参赛报名被驳回：${competition}`,
  rejectedBody: (club: string, reason: string) => `${club} 的参赛报名被驳回。原因：${reason}`,
  rosterTitle: (competition: string) => `参赛名单被修改：${competition}`,
  rosterAddedBody: (player: string, reason: string) =>
    `工作人员将 ${player} 加入名单。原因：${reason}`,
  rosterRemovedBody: (player: string, reason: string) =>
    `工作人员将 ${player} 移出名单。原因：${reason}`,
  addedTitle: (competition: string) => `您已加入参赛名单：${competition}`,
  addedBody: (club: string) => `您已被列入 ${club} 的参赛名单。`,
  removedTitle: (competition: string) => `您已被移出参赛名单：${competition}`,
  removedBody: (club: string) => `您已不在 ${club} 的参赛名单中。`,
  waitingTitle: (competition: string) => `参赛报名待审核：${competition}`,
  waitingBody: (club: string) => `${club} 提交了参赛报名，等待审核。`,
} as const;

export const CLUB_TEXTS = {
  invitedTitle: (club: string) => `俱乐部邀请：${club}`,
  invitedBody: (club: string) => `${club} 邀请您加入，请在“我的邀请”中接受或拒绝。`,
  leaveTitle: (club: string) => `队员申请离队：${club}`,
  leaveBody: (player: string) => `${player} 申请离开俱乐部，请在“离队申请”中处理。`,
  waitingTitle: (club: string) => `俱乐部注册待审核：${club}`,
  waitingBody: (club: string) => `${club} 提交了俱乐部注册，等待审核。`,
  spiritDueTitle: (home: string, away: string) => `精神分明日截止：${vs(home, away)}`,
  spiritDueBody: (deadline: string) => `本场比赛的精神分须在 ${deadline} 前提交。`,
} as const;

export const ACCOUNT_TEXTS = {
  passwordResetTitle: '您的密码已被重置',
  passwordResetBody: '工作人员重置了您的登录密码。如非本人要求，请尽快联系协会。',
} as const;

export const MEMBERSHIP_TEXTS = {
  transferAskedTitle: (player: string) => `转会申请：${player}`,
  transferAskedBody: (player: string, club: string) =>
    `${player} 申请转会加入 ${club}，请在俱乐部中心处理。`,
  transferOfferedTitle: (club: string) => `转会邀请：${club}`,
  transferOfferedBody: (club: string) => `${club} 为您提出了转会申请，等待协会审核。`,
  receiptTitle: '缴费凭证待审核',
  receiptBody: (yuan: string) => `有一笔 ${yuan} 元的转账凭证已提交，请在“缴费”中确认或退回。`,
  expiringTitle: (year: number) => `${year}年度会员资格即将到期`,
  expiringBody: (year: number, endsOn: string) =>
    `您的${year}年度会员资格将于 ${endsOn} 到期，请及时办理下一年度注册。`,
} as const;
