// How many games a team plays in a format, whatever the results: the preview's "games per team".
// A team holding a slot plays the games that slot feeds, then those of the slot it moves on to
// (the winner's or the loser's, or its place in a pool), so the fewest and the most follow the
// placeholders to the end.
import type { BuiltFormat } from './format-types';
import { sourceKey, type SlotSource } from './placeholders';

type Range = { min: number; max: number };

export function gamesPerTeam(format: BuiltFormat): Range {
  const swiss = format.stages.find((stage) => stage.kind === 'swiss');
  if (swiss && format.stages[0] === swiss) {
    const bye = format.teams % 2 === 1 ? 1 : 0;
    return { min: swiss.swissRounds - bye, max: swiss.swissRounds };
  }
  const gameOf = new Map<string, number>();
  for (const game of format.games) {
    if (game.pool !== null) continue;
    gameOf.set(sourceKey(game.home), game.number);
    gameOf.set(sourceKey(game.away), game.number);
  }
  const poolOf = new Map<string, { stage: number; name: string; size: number }>();
  for (const stage of format.stages) {
    for (const pool of stage.pools) {
      for (const member of pool.members) {
        poolOf.set(sourceKey(member), {
          stage: stage.number,
          name: pool.name,
          size: pool.members.length,
        });
      }
    }
  }
  const memo = new Map<string, Range>();
  const from = (source: SlotSource): Range => {
    const key = sourceKey(source);
    const known = memo.get(key);
    if (known) return known;
    let range: Range = { min: 0, max: 0 };
    const pool = poolOf.get(key);
    const game = gameOf.get(key);
    if (pool) {
      const next = Array.from({ length: pool.size }, (_, i) =>
        from({ kind: 'poolPlace', stage: pool.stage, pool: pool.name, place: i + 1 }),
      );
      range = {
        min: pool.size - 1 + Math.min(...next.map((r) => r.min)),
        max: pool.size - 1 + Math.max(...next.map((r) => r.max)),
      };
    } else if (game !== undefined) {
      const won = from({ kind: 'winner', game });
      const lost = from({ kind: 'loser', game });
      range = { min: 1 + Math.min(won.min, lost.min), max: 1 + Math.max(won.max, lost.max) };
    }
    memo.set(key, range);
    return range;
  };
  const seeds = Array.from({ length: format.teams }, (_, i) => from({ kind: 'seed', seed: i + 1 }));
  return {
    min: Math.min(...seeds.map((r) => r.min)),
    max: Math.max(...seeds.map((r) => r.max)),
  };
}
