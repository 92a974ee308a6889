// The Chinese of transfers (docs/membership.md, "Transfers").
export const MSG = {
  outsideWindow: '当前不在转会窗口期内，不能申请或批准转会',
  onRoster: (name: string, competition: string, ends: string) =>
    `${name}在「${competition}」的已通过名单上，比赛结束（${ends}）后才能转会`,
  openTransfer: '该球员已有进行中的转会申请',
  sameClub: '该球员已是这家俱乐部的在籍成员',
  clubNotOpen: '俱乐部不存在或尚未通过审核',
  notPlayer: '只有球员可以转会',
  transfer: '转会申请',
  notYourClub: '只能接收转入本俱乐部的转会申请',
  notRequested: '该转会申请已被接收或已处理',
  notAccepted: '该转会申请尚未被新俱乐部接收，或已处理',
  notYours: '只能撤回本人的转会申请',
  notOpen: '该转会申请已处理，不能撤回',
  declinedReason: '新俱乐部未接收',
  declined: '已拒绝该转会申请',
  cancelled: '转会申请已撤回',
  requested: '转会申请已提交，等待新俱乐部接收',
  clubRequested: '转会申请已提交，等待协会审核',
  accepted: '已接收转会申请，等待协会审核',
  approved: '转会已批准',
  rejected: '转会已驳回',
} as const;
