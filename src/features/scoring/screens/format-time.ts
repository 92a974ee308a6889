// Clock times on the game screen (point times, caps, last sync), in China's time zone like the
// rest of the site.
const clock = new Intl.DateTimeFormat('zh-CN', {
  timeZone: 'Asia/Shanghai',
  hour: '2-digit',
  minute: '2-digit',
  hourCycle: 'h23',
});

export function formatClock(ms: number): string {
  return clock.format(new Date(ms));
}

/** Today as YYYY-MM-DD in the phone's own zone: the day the volunteer is standing in. */
export function todayString(now: Date = new Date()): string {
  const pad = (value: number) => String(value).padStart(2, '0');
  return `${now.getFullYear()}-${pad(now.getMonth() + 1)}-${pad(now.getDate())}`;
}
