// Training sign-ups over Kysely: the caller's sign-up for a course, signing up (with the capacity
// and deadline checked in the same transaction as the insert), withdrawing, and the member's list.
import type { Kysely, Transaction } from 'kysely';
import type { Database } from '../../db/schema';
import { BusinessError, ErrorCode, notFound } from '../../http/business-error';
import {
  canWithdraw,
  trainingSignupState,
  type MySignup,
  type MyTraining,
} from '../../../src/contract/training-signup';
import { SIGNUP_MESSAGES as M } from './training-signup-messages';

/** When a call happens: `at` for the stored times, `today` (YYYY-MM-DD) for the date rules. */
export interface SignupClock {
  at: string;
  today: string;
}

type Db = Kysely<Database> | Transaction<Database>;

async function signedUpCount(db: Db, trainingId: number): Promise<number> {
  const row = await db
    .selectFrom('training_signups')
    .select((eb) => eb.fn.countAll<number>().as('n'))
    .where('training_id', '=', trainingId)
    .where('status', '=', 'signed_up')
    .executeTakeFirstOrThrow();
  return Number(row.n);
}

async function findTraining(db: Db, trainingId: number) {
  const training = await db
    .selectFrom('trainings')
    .select(['id', 'capacity', 'start_date', 'signup_deadline', 'status', 'published_at'])
    .where('id', '=', trainingId)
    .executeTakeFirst();
  if (!training) throw notFound(M.training);
  return training;
}

function findSignup(db: Db, trainingId: number, userId: number) {
  return db
    .selectFrom('training_signups')
    .select(['id', 'status', 'signed_up_at', 'withdrawn_at'])
    .where('training_id', '=', trainingId)
    .where('user_id', '=', userId)
    .executeTakeFirst();
}

export async function mySignup(db: Db, trainingId: number, userId: number): Promise<MySignup> {
  const training = await findTraining(db, trainingId);
  const [signup, taken] = await Promise.all([
    findSignup(db, trainingId, userId),
    signedUpCount(db, trainingId),
  ]);
  return {
    trainingId,
    status: signup?.status ?? null,
    signedUpAt: signup?.signed_up_at ?? null,
    withdrawnAt: signup?.withdrawn_at ?? null,
    seatsLeft: Math.max(0, training.capacity - taken),
  };
}

/**
 * Signs the user up, or again after a withdrawal (the same row comes back to life). Refused when
 * already signed up, past the deadline or once the course has started, or when every seat is taken.
 */
export async function signUp(
  db: Kysely<Database>,
  trainingId: number,
  userId: number,
  clock: SignupClock,
): Promise<void> {
  await db.transaction().execute(async (trx) => {
    // Every sign-up for this training queues here: the no-op update holds the training row's
    // write lock (PostgreSQL; SQLite locks the whole database) until commit, so two members
    // cannot both count the last seat as free.
    await trx
      .updateTable('trainings')
      .set((eb) => ({ capacity: eb.ref('capacity') }))
      .where('id', '=', trainingId)
      .execute();
    const training = await findTraining(trx, trainingId);
    // A course visitors cannot see (a draft, withdrawn, or scheduled later) takes no sign-ups.
    if (training.status !== 'published' || training.published_at > clock.at) {
      throw notFound(M.training);
    }
    const signup = await findSignup(trx, trainingId, userId);
    if (signup?.status === 'signed_up') {
      throw new BusinessError(M.alreadySignedUp, ErrorCode.conflict);
    }
    const taken = await signedUpCount(trx, trainingId);
    const facts = {
      startDate: training.start_date,
      signupDeadline: training.signup_deadline,
      seatsLeft: training.capacity - taken,
    };
    const state = trainingSignupState(facts, clock.today);
    if (state === 'closed') {
      throw new BusinessError(
        clock.today >= training.start_date ? M.started : M.closed(training.signup_deadline),
      );
    }
    if (state === 'full') {
      throw new BusinessError(M.full(training.capacity), ErrorCode.conflict);
    }

    if (signup) {
      await trx
        .updateTable('training_signups')
        .set({ status: 'signed_up', signed_up_at: clock.at, withdrawn_at: null })
        .where('id', '=', signup.id)
        .execute();
    } else {
      await trx
        .insertInto('training_signups')
        .values({
          training_id: trainingId,
          user_id: userId,
          status: 'signed_up',
          created_at: clock.at,
          signed_up_at: clock.at,
          withdrawn_at: null,
        })
        .execute();
    }
  });
}

/** Withdraws the user's current sign-up; allowed until the course's first day. */
export async function withdraw(
  db: Kysely<Database>,
  trainingId: number,
  userId: number,
  clock: SignupClock,
): Promise<void> {
  const training = await findTraining(db, trainingId);
  const signup = await findSignup(db, trainingId, userId);
  if (signup?.status !== 'signed_up') {
    throw new BusinessError(M.notSignedUp, ErrorCode.conflict);
  }
  if (!canWithdraw({ startDate: training.start_date }, clock.today)) {
    throw new BusinessError(M.cannotWithdraw);
  }
  // Conditional on the status, so a second withdrawal racing this one changes nothing.
  const result = await db
    .updateTable('training_signups')
    .set({ status: 'withdrawn', withdrawn_at: clock.at })
    .where('id', '=', signup.id)
    .where('status', '=', 'signed_up')
    .executeTakeFirst();
  if (Number(result.numUpdatedRows) !== 1) {
    throw new BusinessError(M.notSignedUp, ErrorCode.conflict);
  }
}

/** Every sign-up of the user, current and withdrawn, the latest course first. */
export async function myTrainings(db: Db, userId: number): Promise<MyTraining[]> {
  const rows = await db
    .selectFrom('training_signups')
    .innerJoin('trainings', 'trainings.id', 'training_signups.training_id')
    .select([
      'training_signups.status',
      'training_signups.signed_up_at',
      'training_signups.withdrawn_at',
      'trainings.id',
      'trainings.kind',
      'trainings.title',
      'trainings.city',
      'trainings.start_date',
      'trainings.end_date',
    ])
    .where('training_signups.user_id', '=', userId)
    .orderBy('trainings.start_date', 'desc')
    .orderBy('trainings.id', 'desc')
    .execute();
  return rows.map((row) => ({
    status: row.status,
    signedUpAt: row.signed_up_at,
    withdrawnAt: row.withdrawn_at,
    training: {
      id: row.id,
      kind: row.kind,
      title: row.title,
      city: row.city,
      startDate: row.start_date,
      endDate: row.end_date,
    },
  }));
}
