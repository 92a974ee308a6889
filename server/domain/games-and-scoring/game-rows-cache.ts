// Each game's statistics rows (its scoring log and its players), kept per version of that game, for
// the competition page. A point changes one game, but the page's standings and leaders are worked
// out from every game of the competition: re-reading all of them on every point was most of a
// rebuild on a game day (docs/public-answers.md). Rows are kept under the counters read before them
// (with the games themselves, competitionGamesOf), so they are never older than those counters say.
import type { Kysely } from 'kysely';
import type { Database } from '../../db/schema';
import type { StatsEvent, StatsPlayer } from '../competitions/competition-stats';
import { gamePlayersOf, scoringEventsOf, toStatsPlayer, type GameVersions } from './game-queries';

/** Games kept per instance: a season's worth of competitions of twenty-odd games. */
const MAX_GAMES = 5000;

interface GameRows {
  stamp: string;
  events: StatsEvent[];
  players: StatsPlayer[];
}

export interface CompetitionRows {
  events: StatsEvent[];
  players: StatsPlayer[];
}

export type RowsOfGames = (versions: GameVersions) => Promise<CompetitionRows>;

async function readRows(db: Kysely<Database>, gameIds: readonly number[]) {
  const [events, players] = await Promise.all([
    scoringEventsOf(db, gameIds),
    gamePlayersOf(db, gameIds),
  ]);
  return { events, players: players.map(toStatsPlayer) };
}

/** Reads every game's rows each time: for a caller that keeps nothing between requests. */
export const readRowsOfGames =
  (db: Kysely<Database>): RowsOfGames =>
  (versions) =>
    readRows(db, [...versions.games.keys()]);

export function createGameRowsCache(db: Kysely<Database>): RowsOfGames {
  const kept = new Map<number, GameRows>();

  return async (versions) => {
    const stampOf = (id: number) => `${versions.content}.${versions.games.get(id)}`;
    const gameIds = [...versions.games.keys()];
    // Taken before the read below: another request may trim or replace them meanwhile.
    const rows = new Map<number, GameRows>();
    for (const id of gameIds) {
      const entry = kept.get(id);
      if (entry?.stamp === stampOf(id)) rows.set(id, entry);
    }
    const stale = gameIds.filter((id) => !rows.has(id));
    if (stale.length > 0) {
      const read = await readRows(db, stale);
      for (const id of stale) rows.set(id, { stamp: stampOf(id), events: [], players: [] });
      for (const event of read.events) rows.get(event.gameId)?.events.push(event);
      for (const player of read.players) rows.get(player.gameId)?.players.push(player);
      for (const id of stale) {
        kept.delete(id);
        kept.set(id, rows.get(id) as GameRows);
      }
      while (kept.size > MAX_GAMES) kept.delete(kept.keys().next().value as number);
    }
    const rowsOf = (id: number) => rows.get(id) as GameRows;
    return {
      events: gameIds.flatMap((id) => rowsOf(id).events),
      players: gameIds.flatMap((id) => rowsOf(id).players),
    };
  };
}
