// What every list of games shows of one: when and where it is played, its two sides and its
// score. The schedule, the scoring screens and the spirit scores all map these columns alike.
import type { Game } from '../../db/schema';

type SummaryColumns = Pick<
  Game,
  | 'date'
  | 'time'
  | 'field'
  | 'round'
  | 'home_club_id'
  | 'home_name'
  | 'away_club_id'
  | 'away_name'
  | 'home_score'
  | 'away_score'
>;

export const gameSummaryFields = (row: SummaryColumns) => ({
  date: row.date,
  time: row.time,
  field: row.field,
  round: row.round,
  home: { clubId: row.home_club_id, name: row.home_name },
  away: { clubId: row.away_club_id, name: row.away_name },
  homeScore: row.home_score,
  awayScore: row.away_score,
});
