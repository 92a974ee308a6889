// Competitions: lists by year, level, scope and status; the detail page with teams, games,
// standings and leaders (one entry's roster is in entry-rosters.ts). Visitors see a competition
// once it is published and due (visibleAt, docs/competitions.md); a draft answers as a missing one.
import { sql, type ExpressionBuilder, type Kysely, type Selectable } from 'kysely';
import type { CompetitionsTable, Database } from '../../db/schema';
import type { Page } from '../../../src/contract/common';
import type {
  CompetitionDetail,
  CompetitionStatus,
  CompetitionSummary,
} from '../../../src/contract/content-competition';
import { lovNames } from '../../db/lov-queries';
import { contains, readPage, toCount, visibleAt } from '../../db/query-helpers';
import { competitionGamesOf, gamesOf } from '../games-and-scoring/game-queries';
import { readRowsOfGames, type RowsOfGames } from '../games-and-scoring/game-rows-cache';
import { leadersOf, poolStandingsOf, standingsOf } from './competition-stats';
import { documentsOf } from './competition-documents';
import { findCompetitionEvent } from './events/competition-event-query';
import { publicChampionshipOf } from './stages/public-championship';
import { rankingRulesText } from './stages/rank-table';
import { withoutHiddenRecords } from '../records/players/hidden-records';

type CompetitionRow = Selectable<CompetitionsTable>;

type PhaseFacts = Pick<
  CompetitionRow,
  'phase' | 'start_date' | 'end_date' | 'registration_opens' | 'registration_closes'
>;

/** The phase staff set wins; without one, the dates and the registration window decide. */
export function competitionStatusOf(row: PhaseFacts, today: string): CompetitionStatus {
  if (row.phase !== null) return row.phase;
  if (row.end_date < today) return 'finished';
  if (row.start_date <= today) return 'ongoing';
  const open = row.registration_opens !== null && row.registration_opens <= today;
  const notClosed = row.registration_closes !== null && row.registration_closes >= today;
  return open && notClosed ? 'registering' : 'upcoming';
}

/** The same rule as competitionStatusOf, as SQL, so lists filter and paginate in the database. */
export function statusIs(status: CompetitionStatus, today: string) {
  return (eb: ExpressionBuilder<Database, 'competitions'>) =>
    eb.or([
      eb('phase', '=', status),
      eb.and([eb('phase', 'is', null), datesSay(status, today)(eb)]),
    ]);
}

/** What the dates alone say, for a competition whose phase staff left to them. */
function datesSay(status: CompetitionStatus, today: string) {
  return (eb: ExpressionBuilder<Database, 'competitions'>) => {
    const registering = eb.and([
      eb('start_date', '>', today),
      eb('registration_opens', '<=', today),
      eb('registration_closes', '>=', today),
    ]);
    switch (status) {
      case 'finished':
        return eb('end_date', '<', today);
      case 'ongoing':
        return eb.and([eb('start_date', '<=', today), eb('end_date', '>=', today)]);
      case 'registering':
        return registering;
      case 'upcoming':
        // Spelled out rather than NOT(registering): a missing window is NULL, and NOT NULL is not true.
        return eb.and([
          eb('start_date', '>', today),
          eb.or([
            eb('registration_opens', 'is', null),
            eb('registration_closes', 'is', null),
            eb('registration_opens', '>', today),
            eb('registration_closes', '<', today),
          ]),
        ]);
    }
  };
}

const toSummary = (
  row: CompetitionRow,
  today: string,
  levelNames: Map<string, string>,
): CompetitionSummary => ({
  id: row.id,
  name: row.name,
  level: row.level,
  levelName: levelNames.get(row.level) ?? row.level,
  scope: row.scope,
  division: row.division,
  city: row.city,
  venue: row.venue,
  startDate: row.start_date,
  endDate: row.end_date,
  registrationOpens: row.registration_opens,
  registrationCloses: row.registration_closes,
  status: competitionStatusOf(row, today),
  cover: row.cover,
});

export interface CompetitionFilter {
  page: number;
  pageSize: number;
  year?: number;
  level?: string;
  scope?: CompetitionRow['scope'];
  status?: CompetitionStatus;
  keyword?: string;
}

/** `now` (ISO) decides what is published yet; `today` each competition's phase. */
export async function listCompetitions(
  db: Kysely<Database>,
  filter: CompetitionFilter,
  today: string,
  now: string,
): Promise<Page<CompetitionSummary>> {
  const { year, level, scope, status, keyword } = filter;
  const base = db
    .selectFrom('competitions')
    .where(visibleAt(now))
    .$if(year !== undefined, (qb) =>
      qb.where('start_date', '>=', `${year}-01-01`).where('start_date', '<=', `${year}-12-31`),
    )
    .$if(level !== undefined, (qb) => qb.where('level', '=', level as string))
    .$if(scope !== undefined, (qb) => qb.where('scope', '=', scope as CompetitionRow['scope']))
    .$if(status !== undefined, (qb) => qb.where(statusIs(status as CompetitionStatus, today)))
    .$if(keyword !== undefined, (qb) =>
      qb.where((eb) =>
        eb.or([contains('name', keyword as string), contains('city', keyword as string)]),
      ),
    );
  const [page, levelNames] = await Promise.all([
    readPage(base, filter, ({ limit, offset }) =>
      base
        .selectAll()
        .orderBy('pinned', 'desc')
        .orderBy('start_date', 'desc')
        .orderBy('id', 'desc')
        .limit(limit)
        .offset(offset)
        .execute(),
    ),
    lovNames(db, 'COMPETITION_LEVEL'),
  ]);
  return { ...page, list: page.list.map((row) => toSummary(row, today, levelNames)) };
}

/** Competitions on now or still to come, soonest first: published content alone decides them. */
export async function currentCompetitions(
  db: Kysely<Database>,
  today: string,
  now: string,
  limit = 4,
): Promise<CompetitionSummary[]> {
  const [rows, levelNames] = await Promise.all([
    db
      .selectFrom('competitions')
      .selectAll()
      .where(visibleAt(now))
      .where('end_date', '>=', today)
      .orderBy('start_date')
      .orderBy('id')
      .limit(limit)
      .execute(),
    lovNames(db, 'COMPETITION_LEVEL'),
  ]);
  return rows.map((row) => toSummary(row, today, levelNames));
}

/** Those competitions each with up to 12 games from yesterday on: what every point changes. */
export async function withCurrentGames(
  db: Kysely<Database>,
  competitions: readonly CompetitionSummary[],
  today: string,
  yesterday: string,
) {
  const games = await gamesOf(
    db,
    competitions.map((competition) => competition.id),
    yesterday,
  );
  // Today's games first, then the coming ones, then yesterday's results.
  const rank = (date: string) => (date === today ? 0 : date > today ? 1 : 2);
  const ordered = [...games].sort((a, b) => rank(a.date) - rank(b.date));
  return competitions.map((competition) => ({
    ...competition,
    games: ordered.filter((game) => game.competitionId === competition.id).slice(0, 12),
  }));
}

async function teamsOf(db: Kysely<Database>, competitionId: number) {
  const rows = await db
    .selectFrom('registrations as r')
    .innerJoin('clubs as c', 'c.id', 'r.club_id')
    .select(['c.id as club_id', 'c.name', 'c.logo', 'c.city', 'r.status'])
    .select((eb) =>
      eb
        .selectFrom('registration_players as rp')
        .whereRef('rp.registration_id', '=', 'r.id')
        .select(sql<number>`count(*)`.as('n'))
        .as('player_count'),
    )
    .where('r.competition_id', '=', competitionId)
    .orderBy('r.id')
    .execute();
  return rows.map((row) => ({
    clubId: row.club_id,
    name: row.name,
    logo: row.logo,
    city: row.city,
    status: row.status,
    playerCount: toCount(row.player_count),
  }));
}

/** `rowsOf` gives the games' events and players: kept per game by the public page's cache. */
export async function findCompetitionDetail(
  db: Kysely<Database>,
  id: number,
  today: string,
  now: string,
  rowsOf: RowsOfGames = readRowsOfGames(db),
): Promise<CompetitionDetail | undefined> {
  // All at once: a point rebuilds this page on every instance, and on PostgreSQL each round trip
  // waits its turn for a connection. A competition visitors may not see wastes the other reads.
  const [row, levelNames, teams, { games, statsGames, versions }, format, event] =
    await Promise.all([
      db
        .selectFrom('competitions')
        .selectAll()
        .where('id', '=', id)
        .where(visibleAt(now))
        .executeTakeFirst(),
      lovNames(db, 'COMPETITION_LEVEL'),
      teamsOf(db, id),
      competitionGamesOf(db, id),
      publicChampionshipOf(db, id),
      findCompetitionEvent(db, id, now),
    ]);
  if (!row) return undefined;
  const { events, players: everyone } = await rowsOf(versions);
  // The leaders name players: one who hid their record is left off (docs/records.md).
  const players = await withoutHiddenRecords(db, everyone);
  const approved = teams.filter((team) => team.status === 'approved');
  const rules = row.tie_break_rules;
  return {
    ...toSummary(row, today, levelNames),
    description: row.description,
    fee: row.fee,
    documents: documentsOf(row.documents).map(({ fileName, url }) => ({ fileName, url })),
    minRoster: row.min_roster,
    minMale: row.min_male,
    minFemale: row.min_female,
    maxRoster: row.max_roster,
    teams,
    games,
    standings: standingsOf(statsGames, events, approved, rules),
    pools: poolStandingsOf(statsGames, events, approved, { rules, decisions: format.decisions }),
    rankingRules: rankingRulesText(rules),
    tieBreakRules: rules,
    championship: format.championship,
    event,
    topScorers: leadersOf('scorer', statsGames, players, events),
    topAssisters: leadersOf('assist', statsGames, players, events),
  };
}

/** Whether visitors may see the competition now (its live stream opens only then). */
export async function isVisibleCompetition(
  db: Kysely<Database>,
  id: number,
  now: string,
): Promise<boolean> {
  const competition = await db
    .selectFrom('competitions')
    .select('id')
    .where('id', '=', id)
    .where(visibleAt(now))
    .executeTakeFirst();
  return competition !== undefined;
}
