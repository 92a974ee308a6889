// A season and registrations 待缴费 for the payments' tests, written straight to the tables (the
// season's own screens and calls are another part's), and how a test sends a transfer's receipt.
import type { FastifyInstance } from 'fastify';
import type { Kysely } from 'kysely';
import type { Database } from '../db/schema';
import type { SeasonRegistrationKind, SeasonRegistrationStatus } from '../db/schema-season';
import type { Body } from './demo-app';

const AT = '2026-11-01T00:00:00.000Z';

export async function createTestSeason(
  db: Kysely<Database>,
  year: number,
  fees: { player?: number; coach?: number; judge?: number; club?: number } = {},
): Promise<number> {
  const { id } = await db
    .insertInto('seasons')
    .values({
      year,
      starts_on: `${year}-01-01`,
      ends_on: `${year}-12-31`,
      fee_player_fen: fees.player ?? 20000,
      fee_coach_fen: fees.coach ?? 30000,
      fee_judge_fen: fees.judge ?? 30000,
      fee_club_fen: fees.club ?? 100000,
      created_at: AT,
      updated_at: AT,
    })
    .returning('id')
    .executeTakeFirstOrThrow();
  return id;
}

export async function createTestRegistration(
  db: Kysely<Database>,
  fields: {
    seasonId: number;
    userId?: number;
    clubId?: number;
    kind?: SeasonRegistrationKind;
    status?: SeasonRegistrationStatus;
    guardianConsentedAt?: string;
  },
): Promise<number> {
  const { id } = await db
    .insertInto('season_registrations')
    .values({
      season_id: fields.seasonId,
      user_id: fields.userId ?? null,
      club_id: fields.clubId ?? null,
      kind: fields.kind ?? 'player',
      status: fields.status ?? 'awaiting_payment',
      guardian_consented_at: fields.guardianConsentedAt ?? null,
      created_at: AT,
      updated_at: AT,
    })
    .returning('id')
    .executeTakeFirstOrThrow();
  return id;
}

/** POST /api/membership/payments with the receipt's bytes. */
export async function sendTransfer(
  app: FastifyInstance,
  ticket: string,
  registrationIds: number[],
  amountFen: number,
  bytes: Buffer,
  fileName = '转账凭证.png',
): Promise<Body<{ id: number; status: string; [key: string]: unknown } | null>> {
  const query = new URLSearchParams({
    registrationIds: registrationIds.join(','),
    amountFen: String(amountFen),
    fileName,
  });
  const response = await app.inject({
    method: 'POST',
    url: `/api/membership/payments?${query}`,
    headers: { ticket, 'content-type': 'application/octet-stream' },
    payload: bytes,
  });
  return response.json();
}
