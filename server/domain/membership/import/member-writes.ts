// Storing the checked rows of a members sheet, inside the caller's transaction: the accounts (type
// player), their club membership (active, with its history row) and their certificate. Staff who
// make an account type a password and the flag makes its owner change it; an imported member gets
// a password no one knows instead, so there is nothing to change: the member signs in by SMS code
// or sets a password through 找回密码. Left set, the flag would send an SMS sign-in to 修改密码,
// which asks for a current password the member never had. Rows go in slices (in-slices.ts), so 10,000 members take a few dozen statements.
import type { Transaction } from 'kysely';
import { passwordlessHash } from '../../../auth/password';
import type { Database } from '../../../db/schema';
import { writeInSlices } from './in-slices';
import type { MemberRecord } from './member-rows';

export async function writeMembers(
  trx: Transaction<Database>,
  records: readonly MemberRecord[],
  at: string,
): Promise<void> {
  const userIds = new Map<string, number>();
  await writeInSlices(records, async (slice) => {
    const created = await trx
      .insertInto('users')
      .values(
        slice.map((r) => ({
          phone: r.phone,
          password_hash: passwordlessHash(),
          name: r.name,
          type: 'player' as const,
          gender: r.gender,
          birth_year: r.birthDate ? Number(r.birthDate.slice(0, 4)) : null,
          birth_date: r.birthDate,
          city: r.city,
          avatar: null,
          intro: null,
          must_change_password: 0,
          created_at: at,
          updated_at: at,
        })),
      )
      .returning(['id', 'phone'])
      .execute();
    for (const user of created) userIds.set(user.phone, user.id);
  });
  const idOf = (record: MemberRecord) => userIds.get(record.phone) as number;

  const joining = records.filter((r) => r.clubId !== null);
  await writeInSlices(joining, async (slice) => {
    const memberships = await trx
      .insertInto('memberships')
      .values(
        slice.map((r) => ({
          club_id: r.clubId as number,
          user_id: idOf(r),
          status: 'active' as const,
          number: null,
          created_at: at,
          updated_at: at,
        })),
      )
      .returning('id')
      .execute();
    await trx
      .insertInto('membership_events')
      .values(memberships.map((m) => ({ membership_id: m.id, status: 'active' as const, at })))
      .execute();
  });

  const certified = records.filter((r) => r.certificate !== null);
  await writeInSlices(certified, (slice) =>
    trx
      .insertInto('certificates')
      .values(
        slice.map((r) => {
          const c = r.certificate as NonNullable<MemberRecord['certificate']>;
          return {
            user_id: idOf(r),
            kind: c.kind,
            level: c.level,
            number: c.number,
            issued_on: c.issuedOn,
            valid_until: c.validUntil,
          };
        }),
      )
      .execute(),
  );
}
