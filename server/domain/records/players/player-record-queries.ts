// A player's record and a season's leaders, read from player_records (the summaries kept by
// refresh-player-game.ts), never from the scoring log. A member who hid their record is shown to
// the public with no figures and is left off every leaderboard; staff see everything.
import type { Kysely } from 'kysely';
import type { Database } from '../../../db/schema';
import type { Division } from '../../../../src/contract/division';
import {
  LEADER_MIN_GAMES,
  type PlayerRecord,
  type RecordSeason,
  type SeasonLeader,
  type SeasonLeaders,
} from '../../../../src/contract/player-records';
import { compareChinese } from '../../../text/chinese-order';
import { refreshClubRecords } from '../clubs/refresh-club-records';

/** A season is the calendar year a competition starts in. */
const seasonOf = (startDate: string) => Number(startDate.slice(0, 4));

interface Sums {
  games: number;
  goals: number;
  assists: number;
  pointsPlayed: number;
  plusMinus: number;
  lineGames: number;
}

const zero = (): Sums => ({
  games: 0,
  goals: 0,
  assists: 0,
  pointsPlayed: 0,
  plusMinus: 0,
  lineGames: 0,
});

/** Points played and +/- mean something only where some game kept lines. */
const figuresOf = ({ lineGames, pointsPlayed, plusMinus, ...counts }: Sums) => ({
  ...counts,
  pointsPlayed: lineGames > 0 ? pointsPlayed : null,
  plusMinus: lineGames > 0 ? plusMinus : null,
});

const add = (sum: Sums, row: Sums) => {
  for (const key of Object.keys(sum) as (keyof Sums)[]) sum[key] += row[key];
};

/** Whether member `userId` hid their record; undefined when there is no such member. */
export async function recordHidden(db: Kysely<Database>, userId: number) {
  const user = await db
    .selectFrom('users')
    .select('records_hidden')
    .where('id', '=', userId)
    .executeTakeFirst();
  return user && user.records_hidden === 1;
}

/**
 * Member `userId`'s record, newest competition first, or undefined for no such member. `staff`
 * sees a hidden record whole.
 */
export async function findPlayerRecord(
  db: Kysely<Database>,
  userId: number,
  staff: boolean,
): Promise<PlayerRecord | undefined> {
  const hidden = await recordHidden(db, userId);
  if (hidden === undefined) return undefined;
  const empty = { userId, hidden, competitions: [], seasons: [], total: figuresOf(zero()) };
  if (hidden && !staff) return empty;
  const readRows = () =>
    db
      .selectFrom('player_records as r')
      .innerJoin('competitions as c', 'c.id', 'r.competition_id')
      .innerJoin('clubs as k', 'k.id', 'r.club_id')
      // The placement of the club the player played for then, so a transfer moves nothing.
      .leftJoin('club_records as p', (join) =>
        join
          .onRef('p.competition_id', '=', 'r.competition_id')
          .onRef('p.club_id', '=', 'r.club_id'),
      )
      .leftJoin('club_record_marks as m', 'm.competition_id', 'r.competition_id')
      .select([
        'r.competition_id as competitionId',
        'c.name',
        'c.division',
        'c.start_date as startDate',
        'r.club_id as clubId',
        'k.name as clubName',
        'r.games',
        'r.goals',
        'r.assists',
        'r.points_played as pointsPlayed',
        'r.plus_minus as plusMinus',
        'r.line_games as lineGames',
        'p.placement',
        'p.placed_teams as placedTeams',
        'm.changed',
        'm.counted',
      ])
      .where('r.user_id', '=', userId)
      // A draft competition is shown to nobody but staff (docs/competitions.md).
      .$if(!staff, (qb) => qb.where('c.status', '=', 'published'))
      .orderBy('c.start_date', 'desc')
      .orderBy('r.competition_id', 'desc')
      .execute();
  let rows = await readRows();
  // The placement is the club records' (docs/records.md, "Clubs"), built before they are read:
  // only when one of this player's competitions is not built yet are those rebuilt and the rows
  // read again, so a first read never waits for every competition, and the usual one for none.
  const stale = rows.filter((row) => row.counted === null || (row.changed ?? 0) > row.counted);
  if (stale.length > 0) {
    const ids = [...new Set(stale.map((row) => row.competitionId))];
    await refreshClubRecords(db, (eb) => eb('c.id', 'in', ids));
    rows = await readRows();
  }
  const total = zero();
  const bySeason = new Map<number, Sums>();
  const competitions = rows.map(
    ({
      competitionId,
      name,
      division,
      startDate,
      clubId,
      clubName,
      placement,
      placedTeams,
      changed: _changed,
      counted: _counted,
      ...sums
    }) => {
      const season = seasonOf(startDate);
      const seasonSums = bySeason.get(season) ?? zero();
      add(seasonSums, sums);
      add(total, sums);
      bySeason.set(season, seasonSums);
      return {
        competitionId,
        name,
        season,
        division,
        startDate,
        clubId,
        clubName,
        // No row, or none yet: the competition has no final placement.
        placement,
        placedTeams: placement === null ? null : placedTeams,
        ...figuresOf(sums),
      };
    },
  );
  const seasons: RecordSeason[] = [...bySeason].map(([season, sums]) => ({
    season,
    ...figuresOf(sums),
  }));
  return { ...empty, competitions, seasons, total: figuresOf(total) };
}

const LEADERS_SHOWN = 20;

/**
 * The leaders of `division` in `season`: goals, assists and +/- summed over the season's
 * published competitions of that division, among players with LEADER_MIN_GAMES games (for +/-,
 * games that kept lines). Hidden records are left out.
 */
export async function findSeasonLeaders(
  db: Kysely<Database>,
  season: number,
  division: Division,
): Promise<SeasonLeaders> {
  const rows = await db
    .selectFrom('player_records as r')
    .innerJoin('competitions as c', 'c.id', 'r.competition_id')
    .innerJoin('users as u', 'u.id', 'r.user_id')
    .select((eb) => [
      'r.user_id as userId',
      'u.name',
      eb.fn.sum<number>('r.games').as('games'),
      eb.fn.sum<number>('r.goals').as('goals'),
      eb.fn.sum<number>('r.assists').as('assists'),
      eb.fn.sum<number>('r.plus_minus').as('plusMinus'),
      eb.fn.sum<number>('r.line_games').as('lineGames'),
    ])
    .where('c.division', '=', division)
    .where('c.status', '=', 'published')
    .where('c.start_date', '>=', `${season}-01-01`)
    .where('c.start_date', '<=', `${season}-12-31`)
    .where('u.records_hidden', '=', 0)
    .groupBy(['r.user_id', 'u.name'])
    .having((eb) => eb.fn.sum('r.games'), '>=', LEADER_MIN_GAMES)
    .execute();
  const players = rows.map((row) => ({
    ...row,
    games: Number(row.games),
    goals: Number(row.goals),
    assists: Number(row.assists),
    plusMinus: Number(row.plusMinus),
    lineGames: Number(row.lineGames),
  }));
  const board = (
    value: (p: (typeof players)[number]) => number,
    games: (p: (typeof players)[number]) => number,
  ): SeasonLeader[] =>
    players
      .filter((p) => games(p) >= LEADER_MIN_GAMES)
      .map((p) => ({ userId: p.userId, name: p.name, games: games(p), value: value(p) }))
      .sort((a, b) => b.value - a.value || a.games - b.games || compareChinese(a.name, b.name))
      .slice(0, LEADERS_SHOWN);
  return {
    season,
    division,
    minGames: LEADER_MIN_GAMES,
    goals: board(
      (p) => p.goals,
      (p) => p.games,
    ),
    assists: board(
      (p) => p.assists,
      (p) => p.games,
    ),
    plusMinus: board(
      (p) => p.plusMinus,
      (p) => p.lineGames,
    ),
  };
}

/** Hides or shows member `userId`'s record to the public. */
export async function setRecordHidden(db: Kysely<Database>, userId: number, hidden: boolean) {
  await db
    .updateTable('users')
    .set({ records_hidden: hidden ? 1 : 0 })
    .where('id', '=', userId)
    .execute();
}
