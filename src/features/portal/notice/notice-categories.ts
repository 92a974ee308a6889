// The notice categories of the original, by the `type` query parameter of /notice.
export const NOTICE_CATEGORIES = [
  { type: '', label: '全部' },
  { type: 'notice_competition', label: '赛事通知' },
  { type: 'notice_train', label: '培训通知' },
  { type: 'notice_publicity', label: '公示公告' },
  { type: 'notice_other', label: '其他通知' },
] as const;

export function noticeListPath(type: string): string {
  return type ? `/notice?type=${type}` : '/notice';
}
