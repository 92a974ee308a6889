// Every Chinese message of the console's 报名 calls, in one place.
export const MSG = {
  competition: '赛事',
  registration: '报名',
  approved: '报名已通过',
  rejected: '报名已驳回，俱乐部联系人可看到驳回原因',
  playerAdded: '球员已加入参赛名单',
  playerRemoved: '球员已移出参赛名单',
  alreadyApproved: '该报名已通过',
  alreadyRejected: '该报名已被驳回',
  /** Approving checks the roster against the competition as it is now. */
  rosterBreaks: (problem: string) => `名单不符合赛事的名单规则，不能通过：${problem}`,
  rosterWouldBreak: (problem: string) => `改动后的名单不符合赛事的名单规则：${problem}`,
  scheduled: '该俱乐部已排入本赛事的赛程，不能驳回；请先调整赛程',
  notClubMember: '只能添加该俱乐部的在队球员',
  alreadyOnRoster: '该球员已在参赛名单中',
  notOnRoster: '该球员不在参赛名单中',
  rejectedEntry: '已驳回的报名不能修改名单，请等待俱乐部重新提交',
} as const;
