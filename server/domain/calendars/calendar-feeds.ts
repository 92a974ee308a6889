// The secret addresses of a club's and a volunteer's feed. A club's contact and a volunteer copy
// the address into their phone once; anyone holding it reads that feed and nothing else, so it is
// a long random token (never the owner's id), and renewing it replaces the row: the old address
// then answers "not found" at once. The token travels as `?token=`, which the server's log masks
// (server/http/log-options.ts).
import { randomBytes } from 'node:crypto';
import type { Kysely } from 'kysely';
import type { Database } from '../../db/schema';
import type { CalendarOwnerKind } from '../../db/schema-calendars';

const newToken = () => randomBytes(24).toString('base64url');

/** The owner's token, made on first ask. */
export async function feedTokenOf(
  db: Kysely<Database>,
  kind: CalendarOwnerKind,
  ownerId: number,
  now: string,
): Promise<string> {
  const kept = await db
    .selectFrom('calendar_feeds')
    .select('token')
    .where('owner_kind', '=', kind)
    .where('owner_id', '=', ownerId)
    .executeTakeFirst();
  if (kept) return kept.token;
  await db
    .insertInto('calendar_feeds')
    .values({ owner_kind: kind, owner_id: ownerId, token: newToken(), created_at: now })
    .onConflict((oc) => oc.columns(['owner_kind', 'owner_id']).doNothing())
    .execute();
  return feedTokenOf(db, kind, ownerId, now);
}

/** A new token for the owner; the old address stops answering. */
export async function renewFeedToken(
  db: Kysely<Database>,
  kind: CalendarOwnerKind,
  ownerId: number,
  now: string,
): Promise<string> {
  const token = newToken();
  await db
    .insertInto('calendar_feeds')
    .values({ owner_kind: kind, owner_id: ownerId, token, created_at: now })
    .onConflict((oc) =>
      oc.columns(['owner_kind', 'owner_id']).doUpdateSet({ token, created_at: now }),
    )
    .execute();
  return token;
}

/** The owner a token opens, or undefined for an unknown (or renewed) one. */
export async function feedOwnerOf(
  db: Kysely<Database>,
  kind: CalendarOwnerKind,
  token: string,
): Promise<number | undefined> {
  const row = await db
    .selectFrom('calendar_feeds')
    .select('owner_id')
    .where('owner_kind', '=', kind)
    .where('token', '=', token)
    .executeTakeFirst();
  return row?.owner_id;
}
