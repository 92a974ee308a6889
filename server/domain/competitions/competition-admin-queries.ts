// The console's reads of competitions: every one whatever its status (the public reads are in
// server/routes/competitions), with its phase as visitors see it, how many entries and games it has, the
// level's name and who changed it last.
import { spiritDeadlineOf } from '../../../src/contract/rules/spirit-deadline';
import type { ExpressionBuilder, Kysely, Selectable } from 'kysely';
import type {
  AdminCompetition,
  AdminCompetitionRow,
} from '../../../src/contract/admin-competitions';
import type { ConsolePageQuery } from '../../../src/contract/admin-life-cycle';
import type { CompetitionStatus } from '../../../src/contract/content-competition';
import type { CompetitionsTable, ContentStatus, Database } from '../../db/schema';
import { lovNames } from '../../db/lov-queries';
import { contains, given, readPage, toCount } from '../../db/query-helpers';
import { documentsOf } from './competition-documents';
import { competitionStatusOf, statusIs } from './competition-queries';
import { consolePage, lifeCycleOf, updaterNames } from '../life-cycle/life-cycle';

// A transaction is a Kysely too: the writes read back through the same functions.
type Db = Kysely<Database>;
type CompetitionRow = Selectable<CompetitionsTable> & {
  entries: number | string | null;
  games: number | string | null;
};

export interface CompetitionFilter extends ConsolePageQuery {
  q?: string;
  status?: ContentStatus | '';
  phase?: CompetitionStatus | '';
  year?: number | '';
}

function entryCount(eb: ExpressionBuilder<Database, 'competitions'>) {
  return eb
    .selectFrom('registrations')
    .select((inner) => inner.fn.countAll<number>().as('n'))
    .whereRef('registrations.competition_id', '=', 'competitions.id')
    .as('entries');
}

function gameCount(eb: ExpressionBuilder<Database, 'competitions'>) {
  return eb
    .selectFrom('games')
    .select((inner) => inner.fn.countAll<number>().as('n'))
    .whereRef('games.competition_id', '=', 'competitions.id')
    .as('games');
}

function toRow(
  row: CompetitionRow,
  today: string,
  levels: Map<string, string>,
  names: Map<number, string>,
): AdminCompetitionRow {
  return {
    id: row.id,
    name: row.name,
    level: row.level,
    levelName: levels.get(row.level) ?? row.level,
    scope: row.scope,
    division: row.division,
    city: row.city,
    startDate: row.start_date,
    endDate: row.end_date,
    phase: competitionStatusOf(row, today),
    phaseOverride: row.phase ?? '',
    entries: toCount(row.entries),
    games: toCount(row.games),
    ...lifeCycleOf(row, names),
  };
}

export async function listAdminCompetitions(db: Db, filter: CompetitionFilter, today: string) {
  const { q, status, phase, year } = filter;
  const base = db
    .selectFrom('competitions')
    .$if(given(q), (qb) =>
      qb.where((eb) =>
        eb.or([
          contains('name', q as string),
          contains('city', q as string),
          contains('venue', q as string),
        ]),
      ),
    )
    .$if(given(status), (qb) => qb.where('status', '=', status as ContentStatus))
    .$if(given(phase), (qb) => qb.where(statusIs(phase as CompetitionStatus, today)))
    .$if(typeof year === 'number', (qb) =>
      qb.where('start_date', '>=', `${year}-01-01`).where('start_date', '<=', `${year}-12-31`),
    );
  const paging = { page: filter.page, pageSize: filter.size };
  const [page, levels] = await Promise.all([
    readPage(base, paging, ({ limit, offset }) =>
      base
        .selectAll()
        .select([entryCount, gameCount])
        .orderBy('pinned', 'desc')
        .orderBy('start_date', 'desc')
        .orderBy('id', 'desc')
        .limit(limit)
        .offset(offset)
        .execute(),
    ),
    lovNames(db, 'COMPETITION_LEVEL'),
  ]);
  return consolePage(db, page, (row, names) => toRow(row, today, levels, names));
}

export async function findAdminCompetition(
  db: Db,
  id: number,
  today: string,
): Promise<AdminCompetition | undefined> {
  const row = await db
    .selectFrom('competitions')
    .selectAll()
    .select([entryCount, gameCount])
    .where('id', '=', id)
    .executeTakeFirst();
  if (!row) return undefined;
  const [levels, names] = await Promise.all([
    lovNames(db, 'COMPETITION_LEVEL'),
    updaterNames(db, [row]),
  ]);
  return {
    ...toRow(row, today, levels, names),
    venue: row.venue ?? '',
    registrationOpens: row.registration_opens ?? '',
    registrationCloses: row.registration_closes ?? '',
    minRoster: row.min_roster,
    maxRoster: row.max_roster,
    minMale: row.min_male,
    minFemale: row.min_female,
    fee: row.fee ?? '',
    documents: documentsOf(row.documents),
    forfeitPoints: row.forfeit_points,
    spiritDeadline: row.spirit_deadline ?? '',
    spiritDeadlineUsed: spiritDeadlineOf(row.end_date, row.spirit_deadline),
    cover: row.cover ?? '',
    description: row.description ?? '',
  };
}
