// Every membership status change writes its history row in the same transaction.
import type { Kysely, Transaction } from 'kysely';
import type { Database, MembershipStatus } from '../../db/schema';

type Db = Kysely<Database> | Transaction<Database>;

/**
 * Sets the status with its history row. With `from`, only a membership still in `from` changes
 * (another call may have moved it first): the answer is whether it did.
 */
export async function setMembershipStatus(
  db: Db,
  membershipId: number,
  status: MembershipStatus,
  at: string,
  from?: MembershipStatus,
): Promise<boolean> {
  const changed = await db
    .updateTable('memberships')
    .set({ status, updated_at: at })
    .where('id', '=', membershipId)
    .$if(from !== undefined, (qb) => qb.where('status', '=', from as MembershipStatus))
    .executeTakeFirst();
  if (from !== undefined && Number(changed.numUpdatedRows) !== 1) return false;
  await db
    .insertInto('membership_events')
    .values({ membership_id: membershipId, status, at })
    .execute();
  return true;
}

export async function createMembership(
  db: Db,
  values: {
    clubId: number;
    userId: number;
    number: number | null;
    status: MembershipStatus;
    at: string;
  },
): Promise<number> {
  const row = await db
    .insertInto('memberships')
    .values({
      club_id: values.clubId,
      user_id: values.userId,
      status: values.status,
      number: values.number,
      created_at: values.at,
      updated_at: values.at,
    })
    .returning('id')
    .executeTakeFirstOrThrow();
  await db
    .insertInto('membership_events')
    .values({ membership_id: row.id, status: values.status, at: values.at })
    .execute();
  return row.id;
}
