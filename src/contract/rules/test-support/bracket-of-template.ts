// The bracket of a template with the pool places as its seeds, for replays of events whose pool
// places are published and whose pool scores are not all found (event-replays*.test.ts).
import { buildFormat } from '../build-format';
import type { BuiltFormat } from '../format-types';
import type { SlotSource } from '../placeholders';
import { resolvePlaceholders, type FormatResult } from '../resolve-placeholders';

/**
 * A template's bracket with the pool places as its seeds (A1, B1, C1, D1, A2, … by place, then
 * pool), for events whose pool places are published and their pool scores are not.
 */
export function bracketOfTemplate(
  id: string,
  teams: number,
): { format: BuiltFormat; seedOf: string[] } {
  const answer = buildFormat(id, teams);
  if (!answer.ok) throw new Error(answer.problems.join());
  const pools = answer.format.stages[0]?.pools ?? [];
  const deepest = Math.max(...pools.map((p) => p.members.length));
  const order = Array.from({ length: deepest }, (_, i) =>
    pools.filter((p) => p.members.length > i).map((p) => `${p.name}${i + 1}`),
  ).flat();
  const first = answer.format.games.findIndex((g) => g.pool === null);
  const moved = (s: SlotSource): SlotSource => {
    if (s.kind === 'poolPlace')
      return { kind: 'seed', seed: order.indexOf(`${s.pool}${s.place}`) + 1 };
    if (s.kind === 'winner' || s.kind === 'loser') return { ...s, game: s.game - first };
    return s;
  };
  const games = answer.format.games.slice(first).map((g) => ({
    ...g,
    number: g.number - first,
    stage: 1,
    home: moved(g.home),
    away: moved(g.away),
  }));
  const format: BuiltFormat = {
    ...answer.format,
    stages: [{ number: 1, kind: 'bracket', pools: [], swissRounds: 0 }],
    games,
    directPlaces: answer.format.directPlaces.map((d) => ({ ...d, source: moved(d.source) })),
  };
  return { format, seedOf: order };
}

/**
 * A template's bracket seeded with an event's published pool places, and the three questions a
 * replay asks of it: a game by its code, a published score of one, and the teams the rules put in
 * a game after given results. A pool place not found stands as `missing(code)`.
 */
export function bracketReplay(
  id: string,
  teams: number,
  places: Record<string, string>,
  options: { forfeitPoints: number; missing?: (code: string) => string },
) {
  const { format, seedOf } = bracketOfTemplate(id, teams);
  const seeds = seedOf.map((code) => places[code] ?? options.missing?.(code) ?? '');
  const game = (code: string) => {
    const found = format.games.find((g) => g.code === code);
    if (!found) throw new Error(code);
    return found;
  };
  const result = (code: string, homeScore: number, awayScore: number): FormatResult => ({
    game: game(code).number,
    homeScore,
    awayScore,
    state: 'finished',
  });
  const resolve = (results: FormatResult[]) =>
    resolvePlaceholders({
      format,
      seeds,
      results,
      rules: 'wfdf',
      forfeitPoints: options.forfeitPoints,
    });
  const teamsOf = (results: FormatResult[], code: string) => {
    const known = resolve(results).games[game(code).number - 1];
    return [known?.home ?? null, known?.away ?? null];
  };
  return { format, game, result, resolve, teams: teamsOf };
}
