// The console's reads of training courses: every course whatever its status (the public reads are
// in server/routes/training), with the sign-up count, the level's name and who changed it last.
import type { ExpressionBuilder, Kysely, Selectable } from 'kysely';
import type { Database, TrainingsTable } from '../../db/schema';
import type {
  AdminTraining,
  AdminTrainingRow,
  TrainingSignupList,
} from '../../../src/contract/admin-trainings';
import type { ConsolePageQuery } from '../../../src/contract/admin-life-cycle';
import type { CertificateKind } from '../../../src/contract/content-portal';
import type { ContentStatus } from '../../db/schema';
import { lovNames } from '../../db/lov-queries';
import { contains, given, readPage } from '../../db/query-helpers';
import { consolePage, lifeCycleOf, updaterNames } from '../life-cycle/life-cycle';

// A transaction is a Kysely too: the writes read back through the same functions.
type Db = Kysely<Database>;
type TrainingRow = Selectable<TrainingsTable> & { signed_up: number | string | null };

export interface TrainingFilter extends ConsolePageQuery {
  q?: string;
  kind?: CertificateKind | '';
  status?: ContentStatus | '';
}

function signedUpCount(eb: ExpressionBuilder<Database, 'trainings'>) {
  return eb
    .selectFrom('training_signups')
    .select((inner) => inner.fn.countAll<number>().as('n'))
    .whereRef('training_signups.training_id', '=', 'trainings.id')
    .where('training_signups.status', '=', 'signed_up')
    .as('signed_up');
}

function toRow(
  row: TrainingRow,
  levels: Map<string, string>,
  names: Map<number, string>,
): AdminTrainingRow {
  return {
    id: row.id,
    kind: row.kind,
    title: row.title,
    level: row.level,
    levelName: levels.get(row.level) ?? row.level,
    city: row.city,
    startDate: row.start_date,
    endDate: row.end_date,
    capacity: row.capacity,
    signedUp: Number(row.signed_up ?? 0),
    ...lifeCycleOf(row, names),
  };
}

export async function listAdminTrainings(db: Db, filter: TrainingFilter) {
  const { q, kind, status } = filter;
  const base = db
    .selectFrom('trainings')
    .$if(given(q), (qb) =>
      qb.where((eb) =>
        eb.or([
          contains('title', q as string),
          contains('city', q as string),
          contains('place', q as string),
        ]),
      ),
    )
    .$if(given(kind), (qb) => qb.where('kind', '=', kind as CertificateKind))
    .$if(given(status), (qb) => qb.where('status', '=', status as ContentStatus));
  const paging = { page: filter.page, pageSize: filter.size };
  const [page, levels] = await Promise.all([
    readPage(base, paging, ({ limit, offset }) =>
      base
        .selectAll()
        .select(signedUpCount)
        .orderBy('pinned', 'desc')
        .orderBy('start_date', 'desc')
        .orderBy('id', 'desc')
        .limit(limit)
        .offset(offset)
        .execute(),
    ),
    lovNames(db, 'CERTIFICATE_TYPE'),
  ]);
  return consolePage(db, page, (row, names) => toRow(row, levels, names));
}

export async function findAdminTraining(db: Db, id: number): Promise<AdminTraining | undefined> {
  const row = await db
    .selectFrom('trainings')
    .selectAll()
    .select(signedUpCount)
    .where('id', '=', id)
    .executeTakeFirst();
  if (!row) return undefined;
  const [levels, names] = await Promise.all([
    lovNames(db, 'CERTIFICATE_TYPE'),
    updaterNames(db, [row]),
  ]);
  return {
    ...toRow(row, levels, names),
    place: row.place,
    fee: Number(row.fee),
    signupDeadline: row.signup_deadline,
    signup: row.signup,
    content: row.content,
  };
}

/** The people signed up now (withdrawn sign-ups left out), earliest first, phones in full. */
export async function listSignups(
  db: Db,
  training: { id: number; title: string; kind: CertificateKind },
): Promise<TrainingSignupList> {
  const rows = await db
    .selectFrom('training_signups')
    .innerJoin('users', 'users.id', 'training_signups.user_id')
    .select([
      'users.id as userId',
      'users.name',
      'users.phone',
      'training_signups.signed_up_at as signedUpAt',
    ])
    .where('training_signups.training_id', '=', training.id)
    .where('training_signups.status', '=', 'signed_up')
    .orderBy('training_signups.signed_up_at')
    .orderBy('training_signups.id')
    .execute();
  return { training, list: rows };
}

/** A course's id, title and kind: the heading of its sign-up list. */
export const findTrainingHeading = (db: Kysely<Database>, id: number) =>
  db
    .selectFrom('trainings')
    .select(['id', 'title', 'kind'])
    .where('id', '=', id)
    .executeTakeFirst();
