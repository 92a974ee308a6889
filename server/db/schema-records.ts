// The players' summaries (migration 0021, docs/records.md), apart from schema.ts.
import type { ColumnType } from 'kysely';

/**
 * One player's figures in one game that counts for records: begun, not cancelled, not
 * forfeited, the player (an account) on that game's roster. The source of every delta applied to
 * player_records; rewritten whenever the game's result changes (refresh-player-game.ts).
 */
export interface PlayerGameStatsTable {
  game_id: number;
  user_id: number;
  competition_id: number;
  /** The club of the player's side in that game: a record stays with the club played for then. */
  club_id: number;
  goals: number;
  assists: number;
  points_played: number;
  plus_minus: number;
  /** 1 when the game kept lines (games.track_lines): points played and +/- mean something. */
  lines_kept: number;
}

/** The sum of player_game_stats per player, competition and club, kept by deltas. */
export interface PlayerRecordsTable {
  user_id: number;
  competition_id: number;
  club_id: number;
  games: number;
  goals: number;
  assists: number;
  points_played: number;
  plus_minus: number;
  /** Games of these that kept lines; 0 shows no points played or +/-. */
  line_games: number;
}

export interface RecordsTables {
  player_game_stats: PlayerGameStatsTable;
  player_records: PlayerRecordsTable;
}

export interface RecordsUserColumns {
  /** 1: the member hid their record from the public; staff still see it. Since migration 0021. */
  records_hidden: ColumnType<number, number | undefined, number>;
}
