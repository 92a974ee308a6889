// The kinds of message the centre sends (docs/messages.md, "Kinds"): each kind's Chinese name, as
// the preferences list it, and whether a person may turn it off. A kind about the safety of one's
// own account cannot be turned off.
export const INBOX_KINDS = {
  entry_approved: { name: '参赛报名通过', optional: true },
  entry_rejected: { name: '参赛报名被驳回', optional: true },
  roster_changed: { name: '工作人员修改名单', optional: true },
  game_moved: { name: '比赛改期或换场地', optional: true },
  game_cancelled: { name: '比赛取消', optional: true },
  game_corrected: { name: '比赛结果更正', optional: true },
  spirit_due: { name: '精神分明日截止', optional: true },
  leave_requested: { name: '队员申请离队', optional: true },
  transfer_requested: { name: '转会申请', optional: true },
  club_invitation: { name: '俱乐部邀请', optional: true },
  roster_added: { name: '加入参赛名单', optional: true },
  roster_removed: { name: '移出参赛名单', optional: true },
  membership_expiring: { name: '会员资格即将到期', optional: true },
  volunteer_assigned: { name: '分配记分比赛', optional: true },
  volunteer_unassigned: { name: '取消记分比赛', optional: true },
  volunteer_handed_over: { name: '记分比赛转交给我', optional: true },
  club_waiting: { name: '俱乐部注册待审核', optional: true },
  entry_waiting: { name: '参赛报名待审核', optional: true },
  receipt_waiting: { name: '缴费凭证待审核', optional: true },
  password_reset: { name: '密码被重置', optional: false },
} as const satisfies Record<string, { name: string; optional: boolean }>;

export type InboxKind = keyof typeof INBOX_KINDS;

export const isInboxKind = (kind: string): kind is InboxKind => Object.hasOwn(INBOX_KINDS, kind);
