import { describe, expect, it } from 'vitest';
import { checkLineGenders } from './line-genders';

const line = (women: number, men: number, unknown = 0) => [
  ...Array.from({ length: women }, () => ({ gender: 'F' as const })),
  ...Array.from({ length: men }, () => ({ gender: 'M' as const })),
  ...Array.from({ length: unknown }, () => ({})),
];

describe('checkLineGenders', () => {
  it('fits a full line of the ratio, and a partial one within it', () => {
    expect(checkLineGenders('F4', line(4, 3))).toBe('fits');
    expect(checkLineGenders('M4', line(3, 4))).toBe('fits');
    expect(checkLineGenders('F4', line(2, 1))).toBe('fits');
  });

  it('names the gender that is over the ratio', () => {
    expect(checkLineGenders('F4', line(3, 4))).toBe('tooManyMen');
    expect(checkLineGenders('M4', line(4, 3))).toBe('tooManyWomen');
    expect(checkLineGenders('M4', line(4, 0, 3))).toBe('tooManyWomen');
  });

  it('cannot tell when a gender is missing and the known ones fit', () => {
    expect(checkLineGenders('F4', line(4, 2, 1))).toBe('unknown');
  });
});
