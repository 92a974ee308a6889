// The final places of a format from its resolved games: each place game gives its winner and
// loser their places, a direct place (a pool or Swiss place, or one a tier shares) its team. And
// each team's path through the event, game by game, for its page and the exports.
import type { BuiltFormat } from './format-types';
import type { FormatResult, Resolved } from './resolve-placeholders';

export interface FinalPlace {
  place: number;
  teams: string[];
  /** Shared with the other teams of a tier the format does not play out. */
  shared: boolean;
}

export interface Placements {
  places: FinalPlace[];
  /** Every place has its team. */
  complete: boolean;
}

export function finalPlacements(format: BuiltFormat, resolved: Resolved): Placements {
  const byPlace = new Map<number, FinalPlace>();
  const put = (place: number, team: string | null, shared: boolean) => {
    if (team === null) return;
    const entry = byPlace.get(place) ?? { place, teams: [], shared };
    entry.teams.push(team);
    byPlace.set(place, entry);
  };
  for (const game of format.games) {
    if (!game.decides) continue;
    const known = resolved.games[game.number - 1];
    put(game.decides.winner, known?.winner ?? null, false);
    put(game.decides.loser, known?.loser ?? null, false);
  }
  for (const direct of resolved.directPlaces) put(direct.place, direct.team, direct.shared);
  const places = [...byPlace.values()].sort((a, b) => a.place - b.place);
  const placed = places.reduce((sum, p) => sum + p.teams.length, 0);
  return { places, complete: placed === format.teams };
}

export interface PathStep {
  game: number;
  code: string;
  stage: number;
  opponent: string | null;
  /** Goals for and against as counted; null while the game is not final. */
  score: [number, number] | null;
  outcome: 'won' | 'lost' | 'drawn' | 'open' | 'cancelled';
}

/** The games `team` holds a slot of, in the order played. */
export function teamPath(
  format: BuiltFormat,
  resolved: Resolved,
  results: readonly FormatResult[],
  team: string,
  forfeitPoints: number,
): PathStep[] {
  const resultOf = new Map(results.map((r) => [r.game, r]));
  return format.games.flatMap((game): PathStep[] => {
    const known = resolved.games[game.number - 1];
    if (!known || (known.home !== team && known.away !== team)) return [];
    const home = known.home === team;
    const step = { game: game.number, code: game.code, stage: game.stage };
    const opponent = home ? known.away : known.home;
    const result = resultOf.get(game.number);
    if (!result || result.state === 'open')
      return [{ ...step, opponent, score: null, outcome: 'open' }];
    if (result.state === 'cancelled') {
      return [{ ...step, opponent, score: null, outcome: 'cancelled' }];
    }
    let [mine, theirs] = home
      ? [result.homeScore, result.awayScore]
      : [result.awayScore, result.homeScore];
    if (result.state === 'forfeited') {
      const iCame = (result.forfeitTeam === 'away') === home;
      [mine, theirs] = iCame ? [forfeitPoints, 0] : [0, forfeitPoints];
    }
    const outcome = mine > theirs ? 'won' : mine < theirs ? 'lost' : 'drawn';
    return [{ ...step, opponent, score: [mine, theirs], outcome }];
  });
}
