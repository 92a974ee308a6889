// Round robins for the demo competitions: who meets whom, believable final scores, and the
// order a pool finishes in (wins, then point difference, then points scored).
import type { SeededRandom } from './seeded-random';

/** Every pair of n teams once, in rounds where nobody plays twice in a row when n is 4. */
export function roundRobin(n: number): [number, number][] {
  const pairs: [number, number][] = [];
  for (let i = 0; i < n; i += 1) for (let j = i + 1; j < n; j += 1) pairs.push([i, j]);
  if (n !== 4) return pairs;
  const order = [0, 5, 1, 4, 2, 3];
  return order.map((k) => pairs[k] as [number, number]);
}

/** A game to 15: the winner has 15 (or 13 when the hard cap ended it), the loser fewer. */
export function randomResult(random: SeededRandom): { homeScore: number; awayScore: number } {
  const winnerScore = random.chance(0.15) ? 13 : 15;
  const loserScore = random.int(5, winnerScore - 2);
  return random.chance(0.5)
    ? { homeScore: winnerScore, awayScore: loserScore }
    : { homeScore: loserScore, awayScore: winnerScore };
}

export interface PoolResult {
  home: number;
  away: number;
  homeScore: number;
  awayScore: number;
}

export function rankPool(n: number, results: readonly PoolResult[]): number[] {
  const table = Array.from({ length: n }, (_, index) => ({ index, won: 0, diff: 0, scored: 0 }));
  for (const r of results) {
    const home = table[r.home];
    const away = table[r.away];
    if (!home || !away) continue;
    home.scored += r.homeScore;
    away.scored += r.awayScore;
    home.diff += r.homeScore - r.awayScore;
    away.diff += r.awayScore - r.homeScore;
    if (r.homeScore > r.awayScore) home.won += 1;
    else away.won += 1;
  }
  return table
    .sort((a, b) => b.won - a.won || b.diff - a.diff || b.scored - a.scored || a.index - b.index)
    .map((row) => row.index);
}
