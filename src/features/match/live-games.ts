// Applies the games a competition's live stream pushed (docs/live-scores.md) to the competition the
// page shows: only what the schedule shows of a game changes, and a push older than one already
// applied (a lower version of that game) is ignored.
import type { CompetitionDetail, LiveGame } from '../../contract/content-competition';

const SHOWN = ['status', 'homeScore', 'awayScore', 'cancelled', 'forfeitTeam'] as const;

export interface AppliedLiveGames {
  competition: CompetitionDetail;
  /** Something the schedule shows changed. */
  changed: boolean;
  /**
   * A game moved past the version last seen for it, shown or not (a renamed scorer, a timeout):
   * the rest of the page (standings, leaders) may be out of date.
   */
  newer: boolean;
}

/**
 * A championship's bracket shows the same games' scores: they change with the schedule's. Who
 * plays the next game changes only on the server, and comes with the read that follows.
 */
function championshipOf(competition: CompetitionDetail, newest: ReadonlyMap<number, LiveGame>) {
  const championship = competition.championship;
  if (!championship) return {};
  const games = championship.games.map((game) => {
    const live = newest.get(game.gameId);
    if (!live) return game;
    return {
      ...game,
      status: live.status,
      homeScore: live.homeScore,
      awayScore: live.awayScore,
      cancelled: live.cancelled ?? game.cancelled,
      forfeitTeam: live.forfeitTeam === undefined ? game.forfeitTeam : live.forfeitTeam,
    };
  });
  return { championship: { ...championship, games } };
}

export function applyLiveGames(
  competition: CompetitionDetail,
  pushed: readonly LiveGame[],
  versions: Map<number, number>,
): AppliedLiveGames {
  const newest = new Map<number, LiveGame>();
  let newer = false;
  for (const game of pushed) {
    if (game.competitionId !== competition.id) continue;
    const seen = versions.get(game.id);
    if (game.version < (seen ?? 0)) continue;
    if (seen !== undefined && game.version > seen) newer = true;
    versions.set(game.id, game.version);
    newest.set(game.id, game);
  }
  let changed = false;
  const games = competition.games.map((game) => {
    const live = newest.get(game.id);
    if (!live || SHOWN.every((field) => live[field] === game[field])) return game;
    changed = true;
    return { ...game, ...Object.fromEntries(SHOWN.map((field) => [field, live[field]])) };
  });
  if (!changed) return { competition, changed, newer };
  return {
    competition: { ...competition, games, ...championshipOf(competition, newest) },
    changed,
    newer,
  };
}
