import { describe, expect, it } from 'vitest';
import { spiritStandings, totalOf, type ReceivedSpirit } from './spirit-standings';
import { spiritDeadlineOf, spiritOpenOn } from './spirit-deadline';

const marks = (rules: number, fouls: number, fairness: number, attitude: number, talk: number) => ({
  rules,
  fouls,
  fairness,
  attitude,
  communication: talk,
});
const received = (clubId: number, name: string, m: ReceivedSpirit['marks']): ReceivedSpirit => ({
  clubId,
  name,
  marks: m,
});

describe('spiritStandings', () => {
  it('averages what each team received, per category and in total, best total first', () => {
    const rows = spiritStandings([
      received(1, '上海飞鱼', marks(2, 2, 2, 2, 2)),
      received(2, '北京风暴', marks(3, 3, 2, 3, 3)),
      received(1, '上海飞鱼', marks(1, 2, 3, 2, 1)),
      received(1, '上海飞鱼', marks(2, 1, 2, 2, 2)),
    ]);
    expect(rows).toEqual([
      {
        clubId: 2,
        name: '北京风暴',
        received: 1,
        averages: marks(3, 3, 2, 3, 3),
        total: 14,
      },
      {
        clubId: 1,
        name: '上海飞鱼',
        received: 3,
        // 5/3, 5/3, 7/3, 6/3, 5/3 rounded to two decimals; the total is 28/3.
        averages: marks(1.67, 1.67, 2.33, 2, 1.67),
        total: 9.33,
      },
    ]);
  });

  it('ranks on the exact average, not the rounded one, and orders equal totals by name', () => {
    const rows = spiritStandings(
      [
        received(3, '丙队', marks(2, 2, 2, 2, 2)),
        received(1, '甲队', marks(2, 2, 2, 2, 2)),
        received(2, '乙队', marks(2, 2, 2, 2, 2)),
        received(2, '乙队', marks(2, 2, 2, 2, 3)),
        received(2, '乙队', marks(2, 2, 2, 2, 2)),
      ],
      (a, b) => a.localeCompare(b, 'zh-CN'),
    );
    expect(rows.map((row) => [row.name, row.total])).toEqual([
      ['乙队', 10.33],
      ['丙队', 10],
      ['甲队', 10],
    ]);
  });

  it('answers nothing for no scores, and sums a score to 0–20', () => {
    expect(spiritStandings([])).toEqual([]);
    expect(totalOf(marks(4, 4, 4, 4, 4))).toBe(20);
    expect(totalOf(marks(0, 0, 0, 0, 0))).toBe(0);
  });
});

describe('the spirit deadline', () => {
  it('is the day staff set, else two days after the last day, across a month end', () => {
    expect(spiritDeadlineOf('2026-05-03', '2026-05-10')).toBe('2026-05-10');
    expect(spiritDeadlineOf('2026-05-30', null)).toBe('2026-06-01');
    expect(spiritDeadlineOf('2026-12-31', null)).toBe('2027-01-02');
  });

  it('stays open through the whole of its day', () => {
    expect(spiritOpenOn('2026-06-01', '2026-06-01')).toBe(true);
    expect(spiritOpenOn('2026-06-02', '2026-06-01')).toBe(false);
  });
});
