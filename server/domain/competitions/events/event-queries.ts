// Events of several divisions as visitors and staff read them (docs/competitions.md, "Events and
// divisions"). An event has no life cycle of its own: visitors see the divisions they may see
// (visibleAt), and an event none of whose divisions is visible answers as a missing one.
import type { Kysely } from 'kysely';
import type {
  AdminEvent,
  EventChoice,
  EventDivision,
  PublicEvent,
} from '../../../../src/contract/events';
import type { Database } from '../../../db/schema';
import { contains, given, readPage, toCount, visibleAt } from '../../../db/query-helpers';
import { competitionStatusOf } from '../competition-queries';
import { inTabOrder } from './competition-event-query';

type Db = Kysely<Database>;

const DIVISION_COLUMNS = ['id', 'name', 'division', 'start_date', 'end_date', 'event_id'] as const;

async function divisionsOf(db: Db, eventIds: readonly number[]) {
  if (eventIds.length === 0) return new Map<number, EventDivision[]>();
  const rows = await db
    .selectFrom('competitions')
    .select(DIVISION_COLUMNS)
    .where('event_id', 'in', eventIds)
    .execute();
  const byEvent = new Map<number, EventDivision[]>();
  for (const row of rows) {
    const list = byEvent.get(row.event_id as number) ?? [];
    list.push({
      competitionId: row.id,
      name: row.name,
      division: row.division,
      startDate: row.start_date,
      endDate: row.end_date,
    });
    byEvent.set(row.event_id as number, list);
  }
  for (const [id, list] of byEvent) byEvent.set(id, inTabOrder(list));
  return byEvent;
}

export async function findAdminEvent(db: Db, id: number): Promise<AdminEvent | undefined> {
  const row = await db.selectFrom('events').selectAll().where('id', '=', id).executeTakeFirst();
  if (!row) return undefined;
  const divisions = await divisionsOf(db, [id]);
  return { id, name: row.name, updatedAt: row.updated_at, divisions: divisions.get(id) ?? [] };
}

export async function listAdminEvents(db: Db, query: { page: number; size: number; q?: string }) {
  const base = db
    .selectFrom('events')
    .$if(given(query.q), (qb) => qb.where(contains('name', query.q as string)));
  const page = await readPage(base, { page: query.page, pageSize: query.size }, (window) =>
    base.selectAll().orderBy('id', 'desc').limit(window.limit).offset(window.offset).execute(),
  );
  const divisions = await divisionsOf(
    db,
    page.list.map((row) => row.id),
  );
  return {
    list: page.list.map((row): AdminEvent => ({
      id: row.id,
      name: row.name,
      updatedAt: row.updated_at,
      divisions: divisions.get(row.id) ?? [],
    })),
    total: page.total,
    page: page.page,
    size: page.pageSize,
  };
}

/** Every competition, newest first, with the event it is in: the editor adds those of none. */
export async function eventChoices(db: Db): Promise<EventChoice[]> {
  const rows = await db
    .selectFrom('competitions')
    .leftJoin('events', 'events.id', 'competitions.event_id')
    .select([
      'competitions.id',
      'competitions.name',
      'competitions.division',
      'competitions.start_date',
      'competitions.end_date',
      'competitions.event_id',
      'events.name as event_name',
    ])
    .orderBy('competitions.start_date', 'desc')
    .orderBy('competitions.id', 'desc')
    .limit(200)
    .execute();
  return rows.map((row) => ({
    competitionId: row.id,
    name: row.name,
    division: row.division,
    startDate: row.start_date,
    endDate: row.end_date,
    eventId: row.event_id,
    eventName: row.event_name,
  }));
}

/** The public event page's answer: `now` decides which divisions are visible, `today` phases. */
export async function findPublicEvent(
  db: Db,
  id: number,
  today: string,
  now: string,
): Promise<PublicEvent | undefined> {
  const [event, rows] = await Promise.all([
    db.selectFrom('events').select(['id', 'name']).where('id', '=', id).executeTakeFirst(),
    db
      .selectFrom('competitions')
      .selectAll()
      .select((eb) => [
        eb
          .selectFrom('registrations')
          .select((sub) => sub.fn.countAll().as('n'))
          .whereRef('registrations.competition_id', '=', 'competitions.id')
          .where('registrations.status', '=', 'approved')
          .as('teams'),
        eb
          .exists(
            eb
              .selectFrom('competition_formats')
              .select('competition_id')
              .whereRef('competition_formats.competition_id', '=', 'competitions.id'),
          )
          .as('has_format'),
      ])
      .where('event_id', '=', id)
      .where(visibleAt(now))
      .execute(),
  ]);
  if (!event || rows.length === 0) return undefined;
  const first = [...rows].sort((a, b) => a.start_date.localeCompare(b.start_date))[0] ?? rows[0];
  if (!first) return undefined;
  return {
    id: event.id,
    name: event.name,
    startDate: rows.reduce((day, r) => (r.start_date < day ? r.start_date : day), first.start_date),
    endDate: rows.reduce((day, r) => (r.end_date > day ? r.end_date : day), first.end_date),
    city: first.city,
    venue: first.venue,
    divisions: inTabOrder(
      rows.map((row) => ({
        competitionId: row.id,
        name: row.name,
        division: row.division,
        status: competitionStatusOf(row, today),
        teams: toCount(row.teams),
        hasFormat: Boolean(row.has_format),
      })),
    ),
  };
}
