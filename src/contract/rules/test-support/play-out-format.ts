// Plays a whole format through for the tests, the way the server will: fill what the results so
// far decide, score every game whose teams are known, pair the next Swiss round when the last one
// ends, and record a last-resort order (entry order) for any tie that waits for one.
import type { BuiltFormat, FormatGame } from '../format-types';
import { resolvePlaceholders, type FormatResult, type Resolved } from '../resolve-placeholders';
import { pairNextRound, type SwissGame } from '../swiss-pairing';
import type { TieBreakRules } from '../tie-breakers';

export interface PlayOptions {
  rules: TieBreakRules;
  forfeitPoints: number;
  /** The result of a game whose teams are known. */
  score: (game: FormatGame, home: string, away: string) => Omit<FormatResult, 'game'>;
  /** Results known from the start (a replay's published ones); `score` fills the rest. */
  results?: readonly FormatResult[];
}

export interface Played {
  results: FormatResult[];
  decisions: string[][];
  swissPairs: [string, string][][];
  resolved: Resolved;
}

export function playOutFormat(
  format: BuiltFormat,
  seeds: readonly string[],
  options: PlayOptions,
): Played {
  const results = new Map((options.results ?? []).map((r) => [r.game, r]));
  const decisions: string[][] = [];
  const swissPairs: [string, string][][] = [];
  const swiss = format.stages.find((stage) => stage.kind === 'swiss');
  const byes: string[] = [];
  for (let step = 0; step < 10 * format.games.length + 10; step += 1) {
    const resolved = resolvePlaceholders({
      format,
      seeds,
      results: [...results.values()],
      rules: options.rules,
      forfeitPoints: options.forfeitPoints,
      decisions,
      swissPairs,
    });
    let changed = false;
    for (const { tie } of resolved.waiting) {
      decisions.push(tie.teams);
      changed = true;
    }
    for (const game of format.games) {
      const known = resolved.games[game.number - 1];
      if (results.has(game.number) || !known?.home || !known.away) continue;
      results.set(game.number, {
        game: game.number,
        ...options.score(game, known.home, known.away),
      });
      changed = true;
    }
    if (swiss && swissPairs.length < swiss.swissRounds) {
      const swissGames: SwissGame[] = format.games.flatMap((game) => {
        const known = resolved.games[game.number - 1];
        const result = results.get(game.number);
        if (game.stage !== swiss.number || !known?.home || !known.away) return [];
        const round = Number(/^R(\d+)\./.exec(game.code)?.[1]);
        return [
          {
            round,
            home: known.home,
            away: known.away,
            homeScore: result?.homeScore ?? 0,
            awayScore: result?.awayScore ?? 0,
            state: result?.state ?? 'open',
            forfeitTeam: result?.forfeitTeam,
          },
        ];
      });
      const next = pairNextRound({
        teams: seeds,
        rounds: swiss.swissRounds,
        games: swissGames,
        byes,
        forfeitPoints: options.forfeitPoints,
      });
      if (next.ok) {
        swissPairs.push(next.pairs);
        if (next.bye) byes.push(next.bye);
        changed = true;
      }
    }
    if (!changed) return { results: [...results.values()], decisions, swissPairs, resolved };
  }
  throw new Error('the format did not settle');
}

/** A small deterministic generator for the tests' scores (mulberry32). */
export function randomFrom(seed: number) {
  let state = seed >>> 0;
  return () => {
    state = (state + 0x6d2b79f5) >>> 0;
    let t = state;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}
