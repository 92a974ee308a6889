import { describe, expect, it } from 'vitest';
import { checkRoster, fitsDivision, type RosterPick } from './roster-rules';

const men = (n: number, from = 1): RosterPick[] =>
  Array.from({ length: n }, (_, i) => ({ userId: from + i, gender: 'M' }));
const women = (n: number, from = 100): RosterPick[] =>
  Array.from({ length: n }, (_, i) => ({ userId: from + i, gender: 'F' }));

const mixed = { division: 'MIX', minMale: 6, minFemale: 6, maxRoster: 20 } as const;

describe('checkRoster', () => {
  it('counts men and women and says what a mixed roster still lacks', () => {
    const check = checkRoster(mixed, [...men(7), ...women(4)]);
    expect(check).toMatchObject({ total: 11, men: 7, women: 4 });
    expect(check.problems).toEqual(['还差 2 名女球员']);
  });

  it('accepts a mixed roster that meets both minimums', () => {
    expect(checkRoster(mixed, [...men(6), ...women(6)]).problems).toEqual([]);
  });

  it('refuses an empty roster and one over the size limit', () => {
    expect(checkRoster(mixed, []).problems[0]).toBe('请至少选择一名参赛球员');
    expect(checkRoster(mixed, [...men(11), ...women(10)]).problems).toEqual([
      '参赛名单不能超过 20 人',
    ]);
  });

  it('keeps single-gender divisions to their gender', () => {
    const open = { division: 'FEMALE', minMale: 0, minFemale: 0, maxRoster: 20 } as const;
    expect(checkRoster(open, women(7)).problems).toEqual([]);
    expect(checkRoster(open, [...women(7), ...men(1)]).problems).toEqual(['女子组只能报名女球员']);
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
