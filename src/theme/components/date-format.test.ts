import { describe, expect, it } from 'vitest';
import { formatDate, isoDateTime } from './date-format';

// The reference: what the browser's own time-zone data says of China's wall clock.
const reference = new Intl.DateTimeFormat('zh-CN', {
  timeZone: 'Asia/Shanghai',
  year: 'numeric',
  month: '2-digit',
  day: '2-digit',
  hour: '2-digit',
  minute: '2-digit',
  hourCycle: 'h23',
});

function expected(instant: number): { date: string; datetime: string; long: string } {
  const p = Object.fromEntries(
    reference.formatToParts(new Date(instant)).map((part) => [part.type, part.value]),
  );
  const date = `${p.year}-${p.month}-${p.day}`;
  return {
    date,
    datetime: `${date} ${p.hour}:${p.minute}`,
    long: `${p.year}年${Number(p.month)}月${Number(p.day)}日`,
  };
}

describe('formatDate', () => {
  it('agrees with the Asia/Shanghai time-zone data on instants from 1992 to 2100', () => {
    const from = Date.UTC(1992, 0, 1);
    const to = Date.UTC(2100, 0, 1);
    // A fixed walk (no randomness) that lands on every hour of the day and both sides of midnight.
    for (let instant = from; instant < to; instant += 7_919_999_999) {
      const want = expected(instant);
      expect(formatDate(instant, 'date')).toBe(want.date);
      expect(formatDate(new Date(instant), 'datetime')).toBe(want.datetime);
      expect(formatDate(new Date(instant).toISOString(), 'long')).toBe(want.long);
    }
  });

  it('puts a UTC evening on the next day in China', () => {
    expect(formatDate('2026-11-17T16:30:00Z', 'datetime')).toBe('2026-11-18 00:30');
    expect(formatDate('2026-12-31T15:59:00Z', 'long')).toBe('2026年12月31日');
    expect(formatDate('2026-12-31T16:00:00Z', 'long')).toBe('2027年1月1日');
  });

  it('keeps a calendar day as it is and shows unreadable input unchanged', () => {
    expect(formatDate('2026-03-05')).toBe('2026-03-05');
    expect(formatDate('2026-03-05', 'long')).toBe('2026年3月5日');
    expect(formatDate('不是日期', 'datetime')).toBe('不是日期');
    expect(isoDateTime('不是日期')).toBeUndefined();
  });
});
