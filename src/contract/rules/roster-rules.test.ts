import { describe, expect, it } from 'vitest';
import {
  checkRoster,
  fitsDivision,
  registrationOpen,
  type RosterPlayer,
  type RosterRules,
} from './roster-rules';

const player = (userId: number, gender: 'M' | 'F' | null, number: number | null = userId) =>
  ({ userId, name: `球员${userId}`, gender, number }) satisfies RosterPlayer;
const men = (n: number, from = 1) => Array.from({ length: n }, (_, i) => player(from + i, 'M'));
const women = (n: number, from = 100) => Array.from({ length: n }, (_, i) => player(from + i, 'F'));

const mixed: RosterRules = { division: 'MIX', minMale: 6, minFemale: 6, maxRoster: 20 };
const only = (division: 'MALE' | 'FEMALE'): RosterRules => ({
  division,
  minMale: 0,
  minFemale: 0,
  maxRoster: 20,
});
const messages = (rules: RosterRules, players: RosterPlayer[]) =>
  checkRoster(rules, players).problems.map((problem) => problem.message);

describe('checkRoster', () => {
  it('counts men and women and says what a mixed roster still lacks', () => {
    const check = checkRoster(mixed, [...men(7), ...women(4)]);
    expect(check).toMatchObject({ total: 11, men: 7, women: 4 });
    expect(check.problems).toEqual([
      {
        message: '混合组名单至少需要 6 名男球员和 6 名女球员，还差 2 名女球员',
        data: { men: 7, women: 4 },
      },
    ]);
    expect(messages(mixed, [...men(5), ...women(3)])).toEqual([
      '混合组名单至少需要 6 名男球员和 6 名女球员，还差 1 名男球员和 3 名女球员',
    ]);
  });

  it('asks for the competition’s fewest players, beyond the gender minimums', () => {
    const atLeastTen = { ...only('FEMALE'), minRoster: 10 };
    expect(messages(atLeastTen, women(9))).toEqual(['参赛名单至少需要 10 人']);
    expect(messages(atLeastTen, women(10))).toEqual([]);
    expect(messages({ ...only('FEMALE'), minRoster: 0 }, women(1))).toEqual([]);
  });

  it('accepts a roster that meets the division rules', () => {
    expect(messages(mixed, [...men(6), ...women(6)])).toEqual([]);
    expect(
      messages(only('FEMALE'), [...women(2), player(3, 'F', null), player(4, 'F', null)]),
    ).toEqual([]);
  });

  it('does not count players without a gender toward the mixed minimums', () => {
    const rules = { ...mixed, minMale: 1, minFemale: 1 };
    expect(messages(rules, [player(1, 'M'), player(2, null)])).toEqual([
      '混合组名单至少需要 1 名男球员和 1 名女球员，还差 1 名女球员',
    ]);
  });

  it('refuses an empty roster, one over the size limit, and anyone or any number twice', () => {
    expect(messages(mixed, [])[0]).toBe('请至少选择一名参赛球员');
    expect(messages(mixed, [...men(11), ...women(10)])).toEqual(['参赛名单不能超过 20 人']);
    expect(messages(only('MALE'), [player(1, 'M'), player(1, 'M', null)])).toEqual([
      '参赛名单中有重复的球员',
    ]);
    expect(messages(only('MALE'), [player(1, 'M', 7), player(2, 'M', 7)])).toEqual([
      '参赛名单中有重复的背号',
    ]);
  });

  it('keeps single-gender divisions to their gender and names who does not fit', () => {
    expect(checkRoster(only('FEMALE'), [player(1, 'F'), player(2, 'M')]).problems).toEqual([
      { message: '女子组只能报名女球员：球员2不符合', data: { userId: 2 } },
    ]);
    expect(messages(only('MALE'), [player(1, 'M'), player(2, null)])).toEqual([
      '男子组只能报名男球员：球员2不符合',
    ]);
  });
});

describe('fitsDivision', () => {
  it('lets anyone into a mixed roster, and only the right gender elsewhere', () => {
    expect(fitsDivision('MIX', null)).toBe(true);
    expect(fitsDivision('MALE', 'M')).toBe(true);
    expect(fitsDivision('MALE', 'F')).toBe(false);
    expect(fitsDivision('FEMALE', null)).toBe(false);
  });
});

describe('registrationOpen', () => {
  it('includes both ends and reads the date of ISO times', () => {
    const window = (opens: string | null, closes: string | null) => ({ opens, closes });
    expect(registrationOpen(window('2026-03-01', '2026-03-10'), '2026-03-01')).toBe(true);
    expect(registrationOpen(window('2026-03-01', '2026-03-10'), '2026-03-10')).toBe(true);
    expect(
      registrationOpen(window('2026-03-01T08:00:00Z', '2026-03-10T23:59:00Z'), '2026-03-01'),
    ).toBe(true);
    expect(registrationOpen(window('2026-03-01', '2026-03-10'), '2026-03-11')).toBe(false);
    expect(registrationOpen(window(null, '2026-03-10'), '2026-01-01')).toBe(true);
    expect(registrationOpen(window(null, null), '2026-03-05')).toBe(false);
  });
});
