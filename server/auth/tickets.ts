// Login tickets: 32 random bytes handed to the client once; the database keeps only their SHA-256,
// so a leaked table cannot be replayed. A ticket dies after 30 days without use, at logout, and
// when its user resets the password; a disabled account's tickets are refused.
import { createHash, randomBytes } from 'node:crypto';
import type { Kysely } from 'kysely';
import type { Database } from '../db/schema';
import type { AuthUser } from './auth-user';

export const TICKET_IDLE_LIFETIME_MS = 30 * 24 * 60 * 60 * 1000;
/** last_used_at is written at most this often, so busy clients do not turn reads into writes. */
export const TICKET_TOUCH_INTERVAL_MS = 60 * 1000;

export function hashTicket(ticket: string): string {
  return createHash('sha256').update(ticket).digest('hex');
}

export async function issueTicket(
  db: Kysely<Database>,
  userId: number,
  now: number,
): Promise<string> {
  const ticket = randomBytes(32).toString('base64url');
  await db
    .insertInto('tickets')
    .values({
      token_hash: hashTicket(ticket),
      user_id: userId,
      created_at: new Date(now).toISOString(),
      last_used_at: now,
    })
    .execute();
  return ticket;
}

export async function resolveTicket(
  db: Kysely<Database>,
  ticket: string,
  now: number,
): Promise<AuthUser | null> {
  const tokenHash = hashTicket(ticket);
  const row = await db
    .selectFrom('tickets')
    .innerJoin('users', 'users.id', 'tickets.user_id')
    .select(['users.id', 'users.name', 'users.type', 'users.phone', 'tickets.last_used_at'])
    .where('tickets.token_hash', '=', tokenHash)
    // Disabling deletes the account's tickets too; this keeps one issued meanwhile from working.
    .where('users.disabled', '=', 0)
    .executeTakeFirst();
  if (!row) return null;

  if (now - row.last_used_at > TICKET_IDLE_LIFETIME_MS) {
    await db.deleteFrom('tickets').where('token_hash', '=', tokenHash).execute();
    return null;
  }
  if (now - row.last_used_at >= TICKET_TOUCH_INTERVAL_MS) {
    await db
      .updateTable('tickets')
      .set({ last_used_at: now })
      .where('token_hash', '=', tokenHash)
      .execute();
  }
  return { id: row.id, name: row.name, type: row.type, phone: row.phone };
}

export async function revokeTicket(db: Kysely<Database>, ticket: string): Promise<void> {
  await db.deleteFrom('tickets').where('token_hash', '=', hashTicket(ticket)).execute();
}

export async function revokeAllTickets(db: Kysely<Database>, userId: number): Promise<void> {
  await db.deleteFrom('tickets').where('user_id', '=', userId).execute();
}
