import { describe, expect, it } from 'vitest';
import { checkRoster, registrationOpen, type RosterCandidate } from './roster-rules';

const player = (
  userId: number,
  gender: 'M' | 'F' | null,
  number: number | null = userId,
): RosterCandidate => ({
  userId,
  name: `球员${userId}`,
  gender,
  number,
});
const rules = (division: 'MIX' | 'MALE' | 'FEMALE') => ({
  division,
  min_male: 1,
  min_female: 1,
  max_roster: 4,
});

describe('checkRoster', () => {
  it('accepts a roster that meets the division rules', () => {
    expect(() => checkRoster(rules('MIX'), [player(1, 'M'), player(2, 'F')])).not.toThrow();
    expect(() =>
      checkRoster(rules('FEMALE'), [player(1, 'F'), player(2, 'F', null), player(3, 'F', null)]),
    ).not.toThrow();
  });

  it('keeps single-gender divisions to that gender', () => {
    expect(() => checkRoster(rules('FEMALE'), [player(1, 'F'), player(2, 'M')])).toThrow(
      '女子组只能报名女球员：球员2不符合',
    );
    expect(() => checkRoster(rules('MALE'), [player(1, 'M'), player(2, null)])).toThrow(
      '男子组只能报名男球员',
    );
  });

  it('does not count players without a gender toward the mixed minimums', () => {
    expect(() => checkRoster(rules('MIX'), [player(1, 'M'), player(2, null)])).toThrow(
      '至少需要 1 名男球员和 1 名女球员',
    );
  });
});

describe('registrationOpen', () => {
  const window = (opens: string | null, closes: string | null) => ({
    registration_opens: opens,
    registration_closes: closes,
  });
  it('includes both ends and reads the date of ISO times', () => {
    expect(registrationOpen(window('2026-03-01', '2026-03-10'), '2026-03-01')).toBe(true);
    expect(registrationOpen(window('2026-03-01', '2026-03-10'), '2026-03-10')).toBe(true);
    expect(
      registrationOpen(window('2026-03-01T08:00:00Z', '2026-03-10T23:59:00Z'), '2026-03-01'),
    ).toBe(true);
    expect(registrationOpen(window('2026-03-01', '2026-03-10'), '2026-03-11')).toBe(false);
    expect(registrationOpen(window(null, null), '2026-03-05')).toBe(false);
  });
});
