// Swiss rounds: each round is paired by the current ranking, best against next best, with no
// rematch while any pairing without one exists (a search that backs up when a choice leaves teams
// that have all met), and only once every game of the previous round is final. An odd number of
// teams gives the bye to the lowest-ranked team that has not had one.
import { FORMAT_MSG } from './format-messages';
import { countedGame, type PoolGameResult } from './tie-breakers';

export interface SwissGame extends PoolGameResult {
  round: number;
}

export interface SwissInput {
  /** All teams, in seed order (the order before any game, and the last word on a tie). */
  teams: readonly string[];
  /** The stage's number of rounds. */
  rounds: number;
  games: readonly SwissGame[];
  /** Teams that have had a bye. */
  byes: readonly string[];
  forfeitPoints: number;
}

export type SwissAnswer =
  | { ok: true; round: number; pairs: [string, string][]; bye: string | null; rematches: number }
  | { ok: false; message: string };

/**
 * The current ranking: games won, then goal difference, then goals scored, then seed. A Swiss
 * stage's final places are this ranking once its last round is final.
 */
export function swissStandings(
  teams: readonly string[],
  games: readonly PoolGameResult[],
  forfeitPoints: number,
): string[] {
  const tally = new Map(teams.map((team) => [team, { won: 0, diff: 0, scored: 0 }]));
  for (const game of games) {
    const counted = countedGame(game, forfeitPoints);
    if (!counted) continue;
    const home = tally.get(counted.home);
    const away = tally.get(counted.away);
    if (!home || !away) continue;
    home.won += counted.homeScore > counted.awayScore ? 1 : 0;
    away.won += counted.awayScore > counted.homeScore ? 1 : 0;
    home.diff += counted.homeScore - counted.awayScore;
    away.diff += counted.awayScore - counted.homeScore;
    home.scored += counted.homeScore;
    away.scored += counted.awayScore;
  }
  const of = (team: string) => tally.get(team) ?? { won: 0, diff: 0, scored: 0 };
  return [...teams].sort(
    (a, b) =>
      of(b).won - of(a).won ||
      of(b).diff - of(a).diff ||
      of(b).scored - of(a).scored ||
      teams.indexOf(a) - teams.indexOf(b),
  );
}

const pairKey = (a: string, b: string) => (a < b ? `${a}\u0000${b}` : `${b}\u0000${a}`);

/** Pairs `ranked` best first with at most `allowed` rematches, or null. */
function pairWithin(ranked: readonly string[], met: ReadonlySet<string>, allowed: number) {
  const pairs: [string, string][] = [];
  const used = new Set<string>();
  const search = (rematches: number): boolean => {
    const first = ranked.find((team) => !used.has(team));
    if (first === undefined) return true;
    used.add(first);
    for (const other of ranked) {
      if (used.has(other)) continue;
      const cost = met.has(pairKey(first, other)) ? 1 : 0;
      if (rematches + cost > allowed) continue;
      used.add(other);
      pairs.push([first, other]);
      if (search(rematches + cost)) return true;
      pairs.pop();
      used.delete(other);
    }
    used.delete(first);
    return false;
  };
  return search(0) ? pairs : null;
}

/** The next round's pairs, or why it cannot be made yet. */
export function pairNextRound(input: SwissInput): SwissAnswer {
  if (input.teams.length < 2) return { ok: false, message: FORMAT_MSG.swissTooFew };
  const played = Math.max(0, ...input.games.map((game) => game.round));
  if (input.games.some((game) => game.round === played && game.state === 'open')) {
    return { ok: false, message: FORMAT_MSG.swissPreviousOpen(played, played + 1) };
  }
  if (played >= input.rounds)
    return { ok: false, message: FORMAT_MSG.swissRoundsDone(input.rounds) };
  const ranking = swissStandings(input.teams, input.games, input.forfeitPoints);
  const met = new Set(
    input.games.filter((game) => game.state !== 'cancelled').map((g) => pairKey(g.home, g.away)),
  );
  // Bye candidates, lowest-ranked first: those without a bye, then (if all had one) anyone.
  const odd = ranking.length % 2 === 1;
  const fresh = [...ranking].reverse().filter((team) => !input.byes.includes(team));
  const candidates: (string | null)[] = odd
    ? fresh.length
      ? fresh
      : [...ranking].reverse()
    : [null];
  const maxRematches = Math.floor(ranking.length / 2);
  for (let allowed = 0; allowed <= maxRematches; allowed += 1) {
    for (const bye of candidates) {
      const pairs = pairWithin(
        ranking.filter((team) => team !== bye),
        met,
        allowed,
      );
      if (pairs) {
        const rematches = pairs.filter(([a, b]) => met.has(pairKey(a, b))).length;
        return { ok: true, round: played + 1, pairs, bye, rematches };
      }
    }
  }
  // Unreachable: with every pair allowed to be a rematch, any set of teams pairs.
  return { ok: false, message: FORMAT_MSG.swissTooFew };
}
