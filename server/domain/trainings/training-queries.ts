import type { ExpressionBuilder, Kysely, Selectable } from 'kysely';
import type { Database, TrainingsTable } from '../../db/schema';
import type { Page, PageQuery } from '../../../src/contract/common';
import type {
  CertificateKind,
  TrainingDetail,
  TrainingSummary,
} from '../../../src/contract/content-portal';
import { lovNames } from '../../db/lov-queries';
import { contains, readPage, visibleAt } from '../../db/query-helpers';

const SUMMARY_COLUMNS = [
  'id',
  'kind',
  'title',
  'level',
  'city',
  'place',
  'start_date',
  'end_date',
  'fee',
  'capacity',
  'signup_deadline',
] as const;
type TrainingSummaryRow = Pick<Selectable<TrainingsTable>, (typeof SUMMARY_COLUMNS)[number]> & {
  signed_up: number | null;
};

/** The current sign-ups of each training, as the `signed_up` column of a trainings query. */
function signedUpCount(eb: ExpressionBuilder<Database, 'trainings'>) {
  return eb
    .selectFrom('training_signups')
    .select((inner) => inner.fn.countAll<number>().as('n'))
    .whereRef('training_signups.training_id', '=', 'trainings.id')
    .where('training_signups.status', '=', 'signed_up')
    .as('signed_up');
}

const toSummary = (row: TrainingSummaryRow, levelNames: Map<string, string>): TrainingSummary => ({
  id: row.id,
  kind: row.kind,
  title: row.title,
  level: row.level,
  levelName: levelNames.get(row.level) ?? row.level,
  city: row.city,
  place: row.place,
  startDate: row.start_date,
  endDate: row.end_date,
  fee: Number(row.fee),
  capacity: row.capacity,
  signupDeadline: row.signup_deadline,
  seatsLeft: Math.max(0, row.capacity - Number(row.signed_up)),
});

export async function listTrainings(
  db: Kysely<Database>,
  now: string,
  query: PageQuery & { kind?: CertificateKind; keyword?: string },
): Promise<Page<TrainingSummary>> {
  const { kind, keyword } = query;
  const base = db
    .selectFrom('trainings')
    .where(visibleAt(now, 'trainings'))
    .$if(kind !== undefined, (qb) => qb.where('kind', '=', kind as CertificateKind))
    .$if(keyword !== undefined, (qb) =>
      qb.where((eb) =>
        eb.or([
          contains('title', keyword as string),
          contains('city', keyword as string),
          contains('place', keyword as string),
        ]),
      ),
    );
  const [page, levelNames] = await Promise.all([
    readPage(base, query, ({ limit, offset }) =>
      base
        .select(SUMMARY_COLUMNS)
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
  return { ...page, list: page.list.map((row) => toSummary(row, levelNames)) };
}

export async function findTraining(
  db: Kysely<Database>,
  now: string,
  id: number,
): Promise<TrainingDetail | undefined> {
  const [row, levelNames] = await Promise.all([
    db
      .selectFrom('trainings')
      .selectAll()
      .select(signedUpCount)
      .where('id', '=', id)
      .where(visibleAt(now, 'trainings'))
      .executeTakeFirst(),
    lovNames(db, 'CERTIFICATE_TYPE'),
  ]);
  return row && { ...toSummary(row, levelNames), signup: row.signup, content: row.content };
}
