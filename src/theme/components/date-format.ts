// Dates in zh-CN, in China's time zone: the association, its events and its visitors are there,
// so a date reads the same on every device (and in tests, whatever the machine's zone).
// China keeps one offset all year (UTC+8, no daylight saving since 1991), so the wall-clock time
// there is plain arithmetic. Intl.DateTimeFormat with a time zone would load the zone's data when
// first made: tens of milliseconds of a slow phone's start, on every page that shows a date.
const CHINA_OFFSET_MS = 8 * 60 * 60 * 1000;

const DATE_ONLY = /^(\d{4})-(\d{2})-(\d{2})$/;

const twoDigits = (value: number) => String(value).padStart(2, '0');

export type DateFormat = 'date' | 'long' | 'datetime';

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
  // The UTC fields of the shifted instant are China's wall-clock fields.
  const china = new Date(date.getTime() + CHINA_OFFSET_MS);
  const year = china.getUTCFullYear();
  const month = china.getUTCMonth() + 1;
  const dayOfMonth = china.getUTCDate();
  if (format === 'long') return `${year}年${month}月${dayOfMonth}日`;
  const day = `${year}-${twoDigits(month)}-${twoDigits(dayOfMonth)}`;
  return format === 'date'
    ? day
    : `${day} ${twoDigits(china.getUTCHours())}:${twoDigits(china.getUTCMinutes())}`;
}

/** The machine-readable value of a `<time>` element. */
export function isoDateTime(value: string | number | Date): string | undefined {
  if (typeof value === 'string' && DATE_ONLY.test(value)) return value;
  const date = value instanceof Date ? value : new Date(value);
  return Number.isNaN(date.getTime()) ? undefined : date.toISOString();
}
