// The phone's own filling of a championship game's placeholders (「A组第1」 → the club), from the
// competition's answer it last read (its format, seeds and results) and the games it finished
// itself since, with the shared rules (resolve-placeholders.ts), so a phone without signal shows
// who plays next. The server's filling is the one that counts: the game still cannot begin until
// the server has filled it and the phone has synced.
import type { Championship } from '../../../contract/championship';
import type { BuiltFormat } from '../../../contract/rules/format-types';
import {
  resolvePlaceholders,
  type FormatResult,
} from '../../../contract/rules/resolve-placeholders';

/** A game this phone finished, as its local log counts it. */
export interface LocalFinal {
  homeScore: number;
  awayScore: number;
}

export interface FilledSides {
  home: string | null;
  away: string | null;
}

function formatOf(championship: Championship): BuiltFormat {
  return {
    templateId: championship.templateId,
    name: championship.name,
    teams: championship.teams,
    stages: championship.stages.map((stage) => ({
      number: stage.number,
      kind: stage.kind,
      pools: stage.pools.map((pool) => ({
        name: pool.name,
        members: pool.members.map((slot) => slot.source),
      })),
      swissRounds: stage.swissRounds,
    })),
    games: championship.games.map((game) => ({
      number: game.number,
      code: game.code,
      stage: game.stage,
      round: game.round,
      pool: game.pool,
      home: game.home.slot.source,
      away: game.away.slot.source,
      decides: game.decides,
    })),
    // Places are not what the phone fills.
    directPlaces: [],
    rounds: championship.rounds,
    gamesPerTeam: championship.gamesPerTeam,
  };
}

function resultOf(game: Championship['games'][number], local: LocalFinal | undefined) {
  const result = { game: game.number, homeScore: game.homeScore, awayScore: game.awayScore };
  if (game.cancelled) return { ...result, state: 'cancelled' } as FormatResult;
  if (game.forfeitTeam) {
    return { ...result, state: 'forfeited', forfeitTeam: game.forfeitTeam } as FormatResult;
  }
  if (local) return { ...result, ...local, state: 'finished' } as FormatResult;
  return { ...result, state: game.status === 'finished' ? 'finished' : 'open' } as FormatResult;
}

/**
 * The club names the phone can put in each game's placeholder sides, by game id; a side it cannot
 * fill yet (or that the server already filled) is null. `forfeitPoints` counts a forfeit for
 * the team that came.
 */
export function fillPlaceholders(
  championship: Championship,
  localFinals: ReadonlyMap<number, LocalFinal>,
  forfeitPoints: number,
): Map<number, FilledSides> {
  const nameOf = new Map<string, string>();
  const seeds: string[] = [];
  for (const game of championship.games) {
    for (const side of [game.home, game.away]) {
      if (side.clubId === null) continue;
      nameOf.set(String(side.clubId), side.name);
      if (side.slot.source.kind === 'seed') seeds[side.slot.source.seed - 1] = String(side.clubId);
    }
  }
  const filled = new Map<number, FilledSides>();
  // Without every seed's club the phone cannot say who any later slot holds.
  if (seeds.filter(Boolean).length !== championship.teams) return filled;
  const resolved = resolvePlaceholders({
    format: formatOf(championship),
    seeds,
    results: championship.games.map((game) => resultOf(game, localFinals.get(game.gameId))),
    rules: championship.rules,
    forfeitPoints,
  });
  for (const game of championship.games) {
    const known = resolved.games[game.number - 1];
    const side = (clubId: number | null, team: string | null | undefined) =>
      clubId === null && team ? (nameOf.get(team) ?? null) : null;
    filled.set(game.gameId, {
      home: side(game.home.clubId, known?.home),
      away: side(game.away.clubId, known?.away),
    });
  }
  return filled;
}
