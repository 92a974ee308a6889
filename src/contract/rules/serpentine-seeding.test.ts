import { describe, expect, it } from 'vitest';
import { serpentinePools } from './serpentine-seeding';

describe('serpentinePools', () => {
  it('snakes 16 seeds into four pools as the USA Ultimate manual draws them', () => {
    expect(serpentinePools(16, 4)).toEqual([
      [1, 8, 9, 16],
      [2, 7, 10, 15],
      [3, 6, 11, 14],
      [4, 5, 12, 13],
    ]);
  });

  it('fills unequal pools, the larger ones first, every seed once', () => {
    const pools = serpentinePools(10, 3);
    expect(pools).toEqual([
      [1, 6, 7, 10],
      [2, 5, 8],
      [3, 4, 9],
    ]);
    for (let n = 4; n <= 32; n += 1) {
      for (let k = 1; k <= Math.floor(n / 2); k += 1) {
        const seeds = serpentinePools(n, k)
          .flat()
          .sort((a, b) => a - b);
        expect(seeds).toEqual(Array.from({ length: n }, (_, i) => i + 1));
      }
    }
  });

  it('skips a pool that is full', () => {
    expect(serpentinePools(7, 2, [3, 4])).toEqual([
      [1, 4, 5],
      [2, 3, 6, 7],
    ]);
  });
});
