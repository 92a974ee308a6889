// Round robins for the demo competitions: who meets whom, believable final scores, and the
// order a pool finishes in, by the same rules as the public standings (rank-table.ts).
import type { Standing } from '../../src/contract/content-competition';
import type { PoolGameResult } from '../../src/contract/rules/tie-breakers';
import { DEFAULT_RANKING, rankTable } from '../domain/competitions/stages/rank-table';
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

/**
 * The indexes of `names` in the order the pool finishes, ranked as the public standings rank it:
 * by the shared official tie-breakers (WFDF's, every demo competition's rule set), a tie only the
 * last resort breaks in the provisional order the standings show it in.
 */
export function rankPool(names: readonly string[], results: readonly PoolResult[]): number[] {
  const rows = new Map<string, Standing>(
    names.map((name, index) => [
      String(index),
      { clubId: null, name, played: 0, won: 0, lost: 0, pointsFor: 0, pointsAgainst: 0, diff: 0 },
    ]),
  );
  for (const r of results) {
    const home = rows.get(String(r.home));
    const away = rows.get(String(r.away));
    if (!home || !away) continue;
    for (const [row, own, other] of [
      [home, r.homeScore, r.awayScore],
      [away, r.awayScore, r.homeScore],
    ] as const) {
      row.played += 1;
      row.pointsFor += own;
      row.pointsAgainst += other;
      row.diff += own - other;
      if (own > other) row.won += 1;
      else if (own < other) row.lost += 1;
    }
  }
  const played = results.map((r): PoolGameResult => ({
    home: String(r.home),
    away: String(r.away),
    homeScore: r.homeScore,
    awayScore: r.awayScore,
    state: 'finished',
  }));
  // The demo's games are all finished; forfeit points matter only to forfeits, which it has none of.
  const ranked = rankTable(rows, played, 0, DEFAULT_RANKING, true);
  return ranked.map((row) => names.indexOf(row.name));
}
