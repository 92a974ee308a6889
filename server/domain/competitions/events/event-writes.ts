// The console's writes of an event of several divisions: create, save (its name and which
// competitions are its divisions) and delete, each with its audit row in the same transaction.
// Attaching a competition is one conditional UPDATE, so two staff putting one competition into two
// events at once cannot both succeed: the second finds it taken and nothing of its write is kept.
import type { Kysely, Transaction } from 'kysely';
import type { AdminEvent, EventBody } from '../../../../src/contract/events';
import type { AuthUser } from '../../../auth/auth-user';
import { recordStaffWrite } from '../../../audit/record-staff-write';
import type { Database } from '../../../db/schema';
import { toCount } from '../../../db/query-helpers';
import { BusinessError, ErrorCode, notFound } from '../../../http/business-error';
import { EVENT_MESSAGES as M } from './event-messages';
import { findAdminEvent } from './event-queries';

type Trx = Transaction<Database>;

const refusal = (message: string) =>
  new BusinessError(message, ErrorCode.validation, [{ path: 'competitionIds', message }]);

/** Makes exactly `ids` the event's divisions; the others it had stand alone again. */
async function attach(trx: Trx, eventId: number, ids: readonly number[]): Promise<void> {
  await trx
    .updateTable('competitions')
    .set({ event_id: null })
    .where('event_id', '=', eventId)
    .$if(ids.length > 0, (qb) => qb.where('id', 'not in', [...ids]))
    .execute();
  if (ids.length === 0) return;
  const rows = await trx
    .selectFrom('competitions')
    .leftJoin('events', 'events.id', 'competitions.event_id')
    .select([
      'competitions.id',
      'competitions.name',
      'competitions.event_id',
      'events.name as event',
    ])
    .where('competitions.id', 'in', [...ids])
    .execute();
  const missing = ids.find((id) => !rows.some((row) => row.id === id));
  if (missing !== undefined) throw refusal(M.noSuchCompetition(missing));
  const taken = rows.find((row) => row.event_id !== null && row.event_id !== eventId);
  if (taken) throw refusal(M.inOtherEvent(taken.name, taken.event ?? ''));
  const updated = await trx
    .updateTable('competitions')
    .set({ event_id: eventId })
    .where('id', 'in', [...ids])
    .where((eb) => eb.or([eb('event_id', 'is', null), eb('event_id', '=', eventId)]))
    .executeTakeFirst();
  if (toCount(updated.numUpdatedRows) !== ids.length) throw new BusinessError(M.changedMeanwhile);
}

export function eventWrites(db: Kysely<Database>, now: () => number) {
  const read = async (trx: Trx, id: number) => {
    const event = await findAdminEvent(trx, id);
    if (!event) throw notFound(M.event);
    return event;
  };
  return {
    async create(user: AuthUser, body: EventBody): Promise<AdminEvent> {
      return db.transaction().execute(async (trx) => {
        const at = new Date(now()).toISOString();
        const { id } = await trx
          .insertInto('events')
          .values({ name: body.name, created_at: at, updated_at: at, updated_by: user.id })
          .returning('id')
          .executeTakeFirstOrThrow();
        await attach(trx, id, body.competitionIds);
        const after = await read(trx, id);
        await recordStaffWrite(trx, user, now(), {
          action: 'event.create',
          targetType: 'event',
          targetId: id,
          summary: M.audit.create(body.name),
          after,
        });
        return after;
      });
    },

    async update(user: AuthUser, id: number, body: EventBody): Promise<AdminEvent> {
      return db.transaction().execute(async (trx) => {
        const before = await read(trx, id);
        await trx
          .updateTable('events')
          .set({ name: body.name, updated_at: new Date(now()).toISOString(), updated_by: user.id })
          .where('id', '=', id)
          .execute();
        await attach(trx, id, body.competitionIds);
        const after = await read(trx, id);
        await recordStaffWrite(trx, user, now(), {
          action: 'event.update',
          targetType: 'event',
          targetId: id,
          summary: M.audit.update(body.name),
          before,
          after,
        });
        return after;
      });
    },

    /** The divisions stand alone again; their entries, games and pages are untouched. */
    async remove(user: AuthUser, id: number): Promise<void> {
      await db.transaction().execute(async (trx) => {
        const before = await read(trx, id);
        await trx
          .updateTable('competitions')
          .set({ event_id: null })
          .where('event_id', '=', id)
          .execute();
        await trx.deleteFrom('events').where('id', '=', id).execute();
        await recordStaffWrite(trx, user, now(), {
          action: 'event.delete',
          targetType: 'event',
          targetId: id,
          summary: M.audit.remove(before.name),
          before,
        });
      });
    },
  };
}
