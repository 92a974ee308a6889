import { describe, expect, test } from 'vitest';
import { matchRequestOf, matchSearchOf, readMatchFilters, yearOptions } from './match-filters';

describe('match filters', () => {
  test('reads valid filters and drops the rest', () => {
    expect(readMatchFilters('?year=2026&level=A&status=ongoing&page=2')).toEqual({
      year: 2026,
      level: 'A',
      status: 'ongoing',
      page: 2,
    });
    expect(readMatchFilters('?year=abc&level=%20&status=cancelled&page=-1')).toEqual({
      year: undefined,
      level: undefined,
      status: undefined,
      page: 1,
    });
    expect(readMatchFilters('?year=1999').year).toBeUndefined();
  });

  test('round-trips through the query string, leaving page 1 out', () => {
    const filters = { year: 2027, level: 'B', status: 'registering' as const, page: 3 };
    expect(readMatchFilters(matchSearchOf(filters))).toEqual(filters);
    expect(matchSearchOf({ page: 1 })).toBe('');
  });

  test('asks the API for the same filters with the page size', () => {
    expect(matchRequestOf({ year: 2026, page: 2 })).toEqual({ year: 2026, page: 2, pageSize: 9 });
  });

  test('offers next year back to five years ago', () => {
    expect(yearOptions(new Date(2026, 10, 22))).toEqual([2027, 2026, 2025, 2024, 2023, 2022, 2021]);
  });
});
