// The calendar feeds' Chinese texts: what a phone's calendar shows, and the refusals.
export const CALENDAR_MSG = {
  noFeed: '日历订阅地址无效或已更换，请到页面上复制新的订阅地址',
  noCompetition: '赛事不存在',
  cancelled: '（已取消）',
  versus: '对',
  field: '场地',
  round: '轮次',
  calendarOf: (owner: string) => `${owner} · 赛程`,
  volunteerCalendar: '我的记分赛程',
  prodId: '飞盘协会赛程',
} as const;
