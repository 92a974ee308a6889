// Serpentine (snake) seeding: seeds 1..K go to pools A..K, seeds K+1..2K come back from the last
// pool to the first, and so on, so every pool gets one team of each band of strength.

export const POOL_NAMES = 'ABCDEFGHIJKLMNOPQRSTUVWXYZ';

/** The pool letter of the i-th pool (0-based). */
export const poolName = (index: number) => POOL_NAMES[index] ?? `P${index + 1}`;

/**
 * The seeds (from 1) of each of `pools` pools when `teams` teams are snaked into them, best seed
 * first in each pool. With `sizes`, pools of unequal size fill as the snake passes them and a
 * full pool is skipped.
 */
export function serpentinePools(teams: number, pools: number, sizes?: readonly number[]) {
  const capacity = sizes ?? Array.from({ length: pools }, (_, i) => poolSize(teams, pools, i));
  const filled: number[][] = capacity.map(() => []);
  let seed = 1;
  // At most `teams` bands: a snake that finds every pool full stops rather than circles forever.
  for (let band = 0; seed <= teams && band < teams; band += 1) {
    const order = [...filled.keys()];
    if (band % 2 === 1) order.reverse();
    for (const pool of order) {
      const members = filled[pool];
      if (seed > teams || !members || members.length >= (capacity[pool] ?? 0)) continue;
      members.push(seed);
      seed += 1;
    }
  }
  return filled;
}

/** Pools as equal as they can be, the first ones one larger when `teams` does not divide. */
export const poolSize = (teams: number, pools: number, index: number) =>
  Math.floor(teams / pools) + (index < teams % pools ? 1 : 0);
