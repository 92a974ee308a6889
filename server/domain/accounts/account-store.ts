// The account's own rows: looking one up by phone, creating it at registration, and the writes
// its owner makes (a new password, by check code or by the current one; the profile's fields).
import type { Kysely } from 'kysely';
import type { RegisterBody, UpdateProfileBody } from '../../../src/contract/account';
import { hashPassword } from '../../auth/password';
import { hashTicket, revokeAllTickets } from '../../auth/tickets';
import type { Database, UserUpdate } from '../../db/schema';

/** The account registered with `phone`, if any. */
export const accountByPhone = (db: Kysely<Database>, phone: string) =>
  db.selectFrom('users').select(['id', 'disabled']).where('phone', '=', phone).executeTakeFirst();

/** The new account's id, or undefined when another request registered the phone first. */
export async function createAccount(
  db: Kysely<Database>,
  body: Omit<RegisterBody, 'code'>,
  at: string,
): Promise<number | undefined> {
  const passwordHash = await hashPassword(body.password);
  const created = await db
    .insertInto('users')
    .values({
      phone: body.phone,
      password_hash: passwordHash,
      name: body.name,
      type: body.type,
      gender: body.gender,
      birth_year: null,
      city: body.city,
      avatar: null,
      intro: null,
      created_at: at,
      updated_at: at,
    })
    .onConflict((conflict) => conflict.column('phone').doNothing())
    .returning('id')
    .executeTakeFirst();
  return created?.id;
}

/** Sets a forgotten password (the check code proved the phone) and ends every session. */
export async function resetPassword(
  db: Kysely<Database>,
  phone: string,
  password: string,
  at: string,
): Promise<void> {
  // Reset codes only go to registered phones, so the account is there.
  const user = await db
    .selectFrom('users')
    .select('id')
    .where('phone', '=', phone)
    .executeTakeFirstOrThrow();
  await db
    .updateTable('users')
    .set({ password_hash: await hashPassword(password), updated_at: at })
    .where('id', '=', user.id)
    .execute();
  await revokeAllTickets(db, user.id);
}

/** The stored hash of the account's password; undefined when the account is gone. */
export async function passwordHashOf(
  db: Kysely<Database>,
  userId: number,
): Promise<string | undefined> {
  const own = await db
    .selectFrom('users')
    .select('password_hash')
    .where('id', '=', userId)
    .executeTakeFirst();
  return own?.password_hash;
}

/**
 * Sets a new password chosen by its owner and clears a staff reset's must-change flag. Every other
 * session ends; the one holding `keptTicket` (the caller's) stays signed in.
 */
export async function changeOwnPassword(
  db: Kysely<Database>,
  userId: number,
  password: string,
  keptTicket: string | undefined,
  at: string,
): Promise<void> {
  const passwordHash = await hashPassword(password);
  await db.transaction().execute(async (trx) => {
    await trx
      .updateTable('users')
      .set({ password_hash: passwordHash, must_change_password: 0, updated_at: at })
      .where('id', '=', userId)
      .execute();
    await trx
      .deleteFrom('tickets')
      .where('user_id', '=', userId)
      .$if(keptTicket !== undefined, (qb) =>
        qb.where('token_hash', '!=', hashTicket(keptTicket as string)),
      )
      .execute();
  });
}

/** Saves the fields the owner sent; an emptied intro or avatar is stored as none. */
export async function saveProfile(
  db: Kysely<Database>,
  userId: number,
  body: UpdateProfileBody,
  at: string,
): Promise<void> {
  const { name, gender, city, intro, avatar, email } = body;
  const changes: UserUpdate = { updated_at: at };
  if (name !== undefined) changes.name = name;
  if (gender !== undefined) changes.gender = gender;
  if (city !== undefined) changes.city = city;
  if (intro !== undefined) changes.intro = intro || null;
  if (avatar !== undefined) changes.avatar = avatar || null;
  if (email !== undefined) changes.email = email || null;
  await db.updateTable('users').set(changes).where('id', '=', userId).execute();
}
