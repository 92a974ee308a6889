// The import's statements stay within SQLite's 32,766 bound variables, and whatever a list's
// length they take one of a few sizes (powers of two), so the statement cache keeps a few texts.
import { describe, expect, it } from 'vitest';
import { slices } from './in-slices';

describe('slices', () => {
  it('cuts rows into the largest power of two that fits, then smaller powers of two', () => {
    const rows = Array.from({ length: 10_000 }, (_, i) => i);
    const cut = slices(rows, 13);
    expect(cut.map((s) => s.length)).toEqual([2048, 2048, 2048, 2048, 1024, 512, 256, 16]);
    expect(cut.flat()).toEqual(rows);
    expect(Math.max(...cut.map((s) => s.length * 13))).toBeLessThanOrEqual(32_766);
    expect(slices([], 13)).toEqual([]);
    expect(slices(['a', 'b', 'c'], 1).map((s) => s.length)).toEqual([2, 1]);
  });
});
