// The club records' tables (migration 0022, docs/records.md), apart from schema.ts.

export interface ClubRecordsTable {
  competition_id: number;
  club_id: number;
  /** The final place (shared places repeat it); null while the competition has none for the club. */
  placement: number | null;
  /** How many teams the competition placed: the N of the ranking's formula. */
  placed_teams: number;
  games: number;
  wins: number;
  losses: number;
  points_for: number;
  points_against: number;
  /** The spirit totals (0–20) the club's opponents gave it, summed, and how many. */
  spirit_sum: number;
  spirit_count: number;
}

export interface ClubRecordMarksTable {
  competition_id: number;
  /** Raised in the transaction of each change to the competition's results. */
  changed: number;
  /** The `changed` the club_records rows were built under. */
  counted: number;
}

export interface RankingLevelWeightsTable {
  /** A COMPETITION_LEVEL code. */
  level: string;
  /** What the winner of a competition of this level gets; 0 leaves the level out. */
  max_points: number;
}

export interface RankingRulesTable {
  /** Always 1: the association has one rule set. */
  id: number;
  /** How many of a club's best results in a season count. */
  best_of: number;
  updated_at: string | null;
  updated_by: number | null;
}

export interface ClubRecordTables {
  club_records: ClubRecordsTable;
  club_record_marks: ClubRecordMarksTable;
  ranking_level_weights: RankingLevelWeightsTable;
  ranking_rules: RankingRulesTable;
}
