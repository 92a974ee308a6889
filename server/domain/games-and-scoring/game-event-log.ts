// Reading and writing one game's event log inside a transaction. Every write first takes the
// game's row lock (an UPDATE that changes nothing: a row lock on PostgreSQL, the write lock on
// SQLite), so two instances storing actions of one game never interleave their checks.
import type { Transaction } from 'kysely';
import type { Database, GameEvent, GameEventKind } from '../../db/schema';
import { BusinessError, ErrorCode, forbidden, notFound } from '../../http/business-error';
import { inPlayOrder } from '../../../src/contract/scoring/derive';
import {
  pointDetailsOf,
  type PointDetails,
  type ScoringEvent,
} from '../../../src/contract/scoring/scoring-event';
import type { ActionResult } from '../../../src/contract/scoring';
import { assignmentFor, type Actor } from './game-access';
import { MSG } from './scoring-call-messages';

export type Trx = Transaction<Database>;

/** Locks the game row and reads it in one statement. */
export async function lockGame(trx: Trx, gameId: number) {
  const game = await trx
    .updateTable('games')
    .set((eb) => ({ status: eb.ref('status') }))
    .where('id', '=', gameId)
    .returningAll()
    .executeTakeFirst();
  if (!game) throw notFound(MSG.game);
  return game;
}

/**
 * Locks the game row and checks the caller may score it, in one statement: a phone's write is a
 * dozen round trips to the database, and on a busy day each is a wait for a core
 * (docs/live-scores.md, "A phone's write").
 */
export async function lockGameFor(trx: Trx, actor: Actor, gameId: number) {
  const assignment = assignmentFor(trx, actor, gameId);
  if (!assignment) return lockGame(trx, gameId);
  const row = await trx
    .updateTable('games')
    .set((eb) => ({ status: eb.ref('status') }))
    .where('id', '=', gameId)
    .returningAll()
    .returning((eb) => eb.exists(assignment).as('assigned'))
    .executeTakeFirst();
  if (!row) throw notFound(MSG.game);
  const { assigned, ...game } = row;
  if (!assigned) throw forbidden(MSG.notAssigned);
  return game;
}

export const findEvent = (trx: Trx, id: string) =>
  trx.selectFrom('game_events').selectAll().where('id', '=', id).executeTakeFirst();

/** Several stored events by id in one query. */
export async function findEvents(trx: Trx, ids: string[]): Promise<Map<string, GameEvent>> {
  const rows = await trx.selectFrom('game_events').selectAll().where('id', 'in', ids).execute();
  return new Map(rows.map((row) => [row.id, row]));
}

/** What an accepted action answers; built from the stored row, so a resend answers the same. */
export function resultOf(event: GameEvent): ActionResult {
  return {
    id: event.kind === 'delete_score' && event.target_id ? event.target_id : event.id,
    gameId: event.game_id,
    kind: event.kind,
    playerId: event.kind === 'save_name' && event.target_id ? Number(event.target_id) : null,
  };
}

/** A resend of a stored action: accepted unchanged, unless the id belongs to another game or kind. */
export function resendResult(event: GameEvent, gameId: number, kind: GameEventKind): ActionResult {
  if (event.game_id !== gameId || event.kind !== kind) {
    throw new BusinessError(MSG.idTaken, ErrorCode.conflict, {
      id: event.id,
    });
  }
  return resultOf(event);
}

let lastReceivedAt = 0;

/**
 * Receive order breaks ties of phone time. Strictly increasing within this process, even inside
 * one millisecond; across instances the clock alone orders (ties there fall back to the event id).
 */
export function nextReceivedAt(now: number): number {
  lastReceivedAt = Math.max(now, lastReceivedAt + 1);
  return lastReceivedAt;
}

type StoredScoringColumns = Pick<
  GameEvent,
  | 'id'
  | 'kind'
  | 'team'
  | 'scorer_id'
  | 'assist_id'
  | 'target_id'
  | 'payload'
  | 'device_id'
  | 'user_id'
  | 'at'
  | 'received_at'
>;

/** A confirm_duplicate keeps the scores its payload names (record-action.ts writes it). */
function scoreIdsOf(row: StoredScoringColumns): string[] | undefined {
  if (row.kind !== 'confirm_duplicate' || row.payload === null) return undefined;
  const { scoreIds } = JSON.parse(row.payload) as { scoreIds: string[] };
  return scoreIds;
}

/** A score's ratio and lines, where its payload holds them (record-action.ts writes it). */
function pointDetailsOfRow(row: StoredScoringColumns): PointDetails {
  if (row.kind !== 'score' || row.payload === null) return {};
  return pointDetailsOf(JSON.parse(row.payload) as PointDetails);
}

/** Stored rows as the log both sides derive from, in play order. */
export const toScoringEvents = (
  rows: readonly StoredScoringColumns[],
): (ScoringEvent & { receivedAt: number })[] =>
  inPlayOrder(
    rows.map((e) => {
      const scoreIds = scoreIdsOf(e);
      return {
        id: e.id,
        kind: e.kind,
        team: e.team,
        at: Number(e.at),
        scorerId: e.scorer_id,
        assistId: e.assist_id,
        targetId: e.target_id,
        deviceId: e.device_id,
        recorderId: e.user_id,
        ...(scoreIds ? { scoreIds } : {}),
        ...pointDetailsOfRow(e),
        receivedAt: Number(e.received_at),
      };
    }),
  );
