// Dates in zh-CN, in China's time zone: the association, its events and its visitors are there,
// so a date reads the same on every device (and in tests, whatever the machine's zone).
const TIME_ZONE = 'Asia/Shanghai';

const DATE_ONLY = /^(\d{4})-(\d{2})-(\d{2})$/;

const longDate = new Intl.DateTimeFormat('zh-CN', {
  timeZone: TIME_ZONE,
  year: 'numeric',
  month: 'long',
  day: 'numeric',
});
const dateTime = new Intl.DateTimeFormat('zh-CN', {
  timeZone: TIME_ZONE,
  year: 'numeric',
  month: '2-digit',
  day: '2-digit',
  hour: '2-digit',
  minute: '2-digit',
  hourCycle: 'h23',
});

export type DateFormat = 'date' | 'long' | 'datetime';

function parts(format: Intl.DateTimeFormat, date: Date): Record<string, string> {
  return Object.fromEntries(format.formatToParts(date).map((part) => [part.type, part.value]));
}

/**
 * `date` → 2026-11-17, `long` → 2026年11月17日, `datetime` → 2026-11-17 10:00. A date-only value
 * (YYYY-MM-DD) is a calendar day and is never shifted by a time zone. Unreadable input is shown as is.
 */
export function formatDate(value: string | number | Date, format: DateFormat = 'date'): string {
  if (typeof value === 'string') {
    const match = DATE_ONLY.exec(value);
    if (match) {
      const [, year, month, day] = match;
      return format === 'long' ? `${year}年${Number(month)}月${Number(day)}日` : value;
    }
  }
  const date = value instanceof Date ? value : new Date(value);
  if (Number.isNaN(date.getTime())) return String(value);
  if (format === 'long') return longDate.format(date);
  const p = parts(dateTime, date);
  const day = `${p.year}-${p.month}-${p.day}`;
  return format === 'date' ? day : `${day} ${p.hour}:${p.minute}`;
}

/** The machine-readable value of a `<time>` element. */
export function isoDateTime(value: string | number | Date): string | undefined {
  if (typeof value === 'string' && DATE_ONLY.test(value)) return value;
  const date = value instanceof Date ? value : new Date(value);
  return Number.isNaN(date.getTime()) ? undefined : date.toISOString();
}
