// What one competition's club_records rows hold, worked out by the rules the competition page
// counts with (docs/records.md, "Clubs"): games, wins, losses and points by `standingsOf` (which
// games count, and as what, is `countedResult`: cancelled never, a forfeit as forfeit_points to 0,
// else a finished game as its log counts), the final placement from a championship's complete
// placements or, for a competition scheduled by hand, from its one table once no game is left to
// play, and the spirit scores received in finished games as the spirit standings count them.
import {
  standingsOf,
  poolStandingsOf,
  type StatsEvent,
  type StatsGame,
} from '../../competitions/competition-stats';
import type { Championship } from '../../../../src/contract/championship';
import type { TableRanking } from '../../competitions/stages/rank-table';
import type { ClubRecordsTable } from '../../../db/schema-club-records';

export interface CompetitionResults {
  competitionId: number;
  games: readonly StatsGame[];
  events: readonly StatsEvent[];
  teams: readonly { clubId: number; name: string }[];
  rules: TableRanking['rules'];
  decisions: Map<string, string[][]>;
  championship: Championship | null;
  /** Spirit totals (0–20) received, per club, in finished games neither cancelled nor forfeited. */
  spirit: readonly { clubId: number; total: number }[];
}

/** Place per club id; N is how many clubs were placed. */
function placementsOf(results: CompetitionResults): Map<number, number> {
  const places = new Map<number, number>();
  const { championship } = results;
  if (championship) {
    if (!championship.placements.complete) return places;
    for (const place of championship.placements.places) {
      for (const team of place.teams) places.set(team.clubId, place.place);
    }
    return places;
  }
  const over = results.games.every(
    (g) => g.cancelled || g.forfeitTeam !== null || g.status === 'finished',
  );
  if (results.games.length === 0 || !over) return places;
  const tables = poolStandingsOf(results.games, results.events, results.teams, {
    rules: results.rules,
    decisions: results.decisions,
  });
  // Several pools without a format say nothing about who finished where overall.
  if (tables.length !== 1) return places;
  const rows = tables[0]?.standings ?? [];
  if (rows.some((row) => row.undecided)) return places;
  for (const row of rows) {
    if (row.clubId !== null && row.place !== undefined) places.set(row.clubId, row.place);
  }
  return places;
}

export function clubRecordRowsOf(results: CompetitionResults): ClubRecordsTable[] {
  const places = placementsOf(results);
  const spirit = new Map<number, { sum: number; count: number }>();
  for (const score of results.spirit) {
    const tally = spirit.get(score.clubId) ?? { sum: 0, count: 0 };
    tally.sum += score.total;
    tally.count += 1;
    spirit.set(score.clubId, tally);
  }
  const table = standingsOf(results.games, results.events, results.teams, results.rules);
  const played = new Map(table.flatMap((row) => (row.clubId === null ? [] : [[row.clubId, row]])));
  const clubs = new Set([...played.keys(), ...places.keys(), ...spirit.keys()]);
  return [...clubs].flatMap((clubId) => {
    const row = played.get(clubId);
    const place = places.get(clubId) ?? null;
    if ((row?.played ?? 0) === 0 && place === null && !spirit.has(clubId)) return [];
    return [
      {
        competition_id: results.competitionId,
        club_id: clubId,
        placement: place,
        placed_teams: places.size,
        games: row?.played ?? 0,
        wins: row?.won ?? 0,
        losses: row?.lost ?? 0,
        points_for: row?.pointsFor ?? 0,
        points_against: row?.pointsAgainst ?? 0,
        spirit_sum: spirit.get(clubId)?.sum ?? 0,
        spirit_count: spirit.get(clubId)?.count ?? 0,
      },
    ];
  });
}
