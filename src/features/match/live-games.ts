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
  return { competition: changed ? { ...competition, games } : competition, changed, newer };
}
