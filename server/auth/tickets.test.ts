import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import type { Kysely } from 'kysely';
import type { Database } from '../db/schema';
import { migrateToLatest } from '../db/migrate';
import { openFreshDatabase } from '../test-support/build-test-app';
import { createTestUser } from '../test-support/test-users';
import {
  hashTicket,
  issueTicket,
  resolveTicket,
  revokeAllTickets,
  revokeTicket,
  TICKET_IDLE_LIFETIME_MS,
} from './tickets';

const DAY = 24 * 60 * 60 * 1000;
const T0 = Date.UTC(2026, 4, 1, 8);

let db: Kysely<Database>;
let drop: () => Promise<void>;
let userId: number;

beforeEach(async () => {
  ({ db, drop } = await openFreshDatabase());
  await migrateToLatest(db);
  userId = await createTestUser(db, { phone: '13900000001', name: '李明', type: 'player' });
});
afterEach(() => drop());

describe('tickets', () => {
  it('are 32 random bytes in base64url, stored only as their SHA-256', async () => {
    const ticket = await issueTicket(db, userId, T0);
    expect(Buffer.from(ticket, 'base64url')).toHaveLength(32);
    const rows = await db.selectFrom('tickets').selectAll().execute();
    expect(rows).toHaveLength(1);
    expect(rows[0]?.token_hash).toBe(hashTicket(ticket));
    expect(JSON.stringify(rows)).not.toContain(ticket);
  });

  it('resolve to the user, and to null for an unknown ticket', async () => {
    const ticket = await issueTicket(db, userId, T0);
    expect(await resolveTicket(db, ticket, T0 + 1000)).toEqual({
      id: userId,
      name: '李明',
      type: 'player',
      phone: '13900000001',
    });
    expect(await resolveTicket(db, `${ticket}x`, T0)).toBeNull();
  });

  it('die after 30 days without use, and live on while used', async () => {
    const used = await issueTicket(db, userId, T0);
    const idle = await issueTicket(db, userId, T0);
    for (let day = 10; day <= 60; day += 10) {
      expect(await resolveTicket(db, used, T0 + day * DAY)).not.toBeNull();
    }
    expect(await resolveTicket(db, idle, T0 + TICKET_IDLE_LIFETIME_MS)).not.toBeNull();
    expect(
      await resolveTicket(db, idle, T0 + TICKET_IDLE_LIFETIME_MS + TICKET_IDLE_LIFETIME_MS + 1),
    ).toBeNull();
    // The dead ticket is gone from the table, not merely refused.
    expect(await db.selectFrom('tickets').select('token_hash').execute()).toHaveLength(1);
  });

  it('refresh last_used_at at most once a minute', async () => {
    const ticket = await issueTicket(db, userId, T0);
    const lastUsed = async () =>
      (await db.selectFrom('tickets').select('last_used_at').executeTakeFirstOrThrow())
        .last_used_at;
    await resolveTicket(db, ticket, T0 + 30_000);
    expect(await lastUsed()).toBe(T0);
    await resolveTicket(db, ticket, T0 + 61_000);
    expect(await lastUsed()).toBe(T0 + 61_000);
  });

  it('die when revoked, one or all of a user', async () => {
    const a = await issueTicket(db, userId, T0);
    const b = await issueTicket(db, userId, T0);
    const c = await issueTicket(db, userId, T0);
    await revokeTicket(db, a);
    expect(await resolveTicket(db, a, T0)).toBeNull();
    expect(await resolveTicket(db, b, T0)).not.toBeNull();
    await revokeAllTickets(db, userId);
    expect(await resolveTicket(db, b, T0)).toBeNull();
    expect(await resolveTicket(db, c, T0)).toBeNull();
  });
});
