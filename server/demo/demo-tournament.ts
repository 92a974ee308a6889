// Round robins for the demo competitions: who meets whom, believable final scores, and the
// order a pool finishes in, by the same rules as the public standings.
import { rankTeams } from '../domain/competitions/rank-teams';
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

/** The indexes of `names` in the order the pool finishes. */
export function rankPool(names: readonly string[], results: readonly PoolResult[]): number[] {
  const table = names.map((name, index) => ({
    key: String(index),
    name,
    won: 0,
    diff: 0,
    pointsFor: 0,
  }));
  for (const r of results) {
    const home = table[r.home];
    const away = table[r.away];
    if (!home || !away) continue;
    home.pointsFor += r.homeScore;
    away.pointsFor += r.awayScore;
    home.diff += r.homeScore - r.awayScore;
    away.diff += r.awayScore - r.homeScore;
    if (r.homeScore > r.awayScore) home.won += 1;
    else away.won += 1;
  }
  const played = results.map((r) => ({
    homeKey: String(r.home),
    awayKey: String(r.away),
    homeScore: r.homeScore,
    awayScore: r.awayScore,
  }));
  return rankTeams(table, played).map((row) => Number(row.key));
}
