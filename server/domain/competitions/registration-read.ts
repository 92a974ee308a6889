// Reading entries for the console: the list's rows (club, contact, roster size by gender) and one
// entry whole, with its roster checked against the competition's limits now and the staff writes
// 操作记录 holds for it, which are how a change after the deadline keeps its reason.
import type { Kysely, Transaction } from 'kysely';
import type {
  AdminRegistration,
  AdminRegistrationDetail,
  RegistrationChange,
} from '../../../src/contract/admin-registrations';
import { checkRoster } from '../../../src/contract/rules/roster-rules';
import type { Database } from '../../db/schema';
import { toCount } from '../../db/query-helpers';
import { notFound } from '../../http/business-error';
import { maskPhone } from '../clubs-and-people/mask-phone';
import { rosterRulesOf } from './roster-refusal';
import { MSG } from './registrations-messages';

type Db = Kysely<Database> | Transaction<Database>;

export const REGISTRATION_TARGET = 'registration';

/** The entries with what the list shows; callers add where, order and paging. */
export function registrationRows(db: Db) {
  return db
    .selectFrom('registrations as r')
    .innerJoin('clubs as c', 'c.id', 'r.club_id')
    .leftJoin('users as contact', 'contact.id', 'c.contact_user_id')
    .select([
      'r.id',
      'r.competition_id',
      'r.status',
      'r.reject_reason',
      'r.created_at',
      'r.reviewed_at',
      'c.id as club_id',
      'c.name as club_name',
      'c.city as club_city',
      'contact.id as contact_id',
      'contact.name as contact_name',
      'contact.phone as contact_phone',
    ])
    .select((eb) => {
      const count = (gender: 'M' | 'F' | null) =>
        eb
          .selectFrom('registration_players as rp')
          .innerJoin('users as u', 'u.id', 'rp.user_id')
          .whereRef('rp.registration_id', '=', 'r.id')
          .$if(gender !== null, (qb) => qb.where('u.gender', '=', gender as 'M' | 'F'))
          .select((inner) => inner.fn.countAll().as('n'));
      return [count(null).as('players'), count('M').as('men'), count('F').as('women')];
    });
}

type Row = Awaited<ReturnType<ReturnType<typeof registrationRows>['executeTakeFirstOrThrow']>>;

export const toAdminRegistration = (row: Row): AdminRegistration => ({
  id: row.id,
  status: row.status,
  rejectReason: row.reject_reason,
  createdAt: row.created_at,
  reviewedAt: row.reviewed_at,
  club: { id: row.club_id, name: row.club_name, city: row.club_city },
  contact:
    row.contact_id !== null && row.contact_name !== null && row.contact_phone !== null
      ? { id: row.contact_id, name: row.contact_name, phone: row.contact_phone }
      : null,
  players: toCount(row.players),
  men: toCount(row.men),
  women: toCount(row.women),
});

/** The roster in number order, each player's phone masked as the club centre shows it. */
export async function rosterOf(db: Db, registrationId: number) {
  const rows = await db
    .selectFrom('registration_players as rp')
    .innerJoin('users as u', 'u.id', 'rp.user_id')
    .select(['u.id as userId', 'u.name', 'u.gender', 'u.phone', 'rp.number'])
    .where('rp.registration_id', '=', registrationId)
    .orderBy('rp.number')
    .orderBy('u.id')
    .execute();
  return rows.map((p) => ({ ...p, phone: maskPhone(p.phone) }));
}

/** A reason a write kept in its audit row's `after`, if it kept one. */
function reasonIn(after: string | null): string | null {
  if (after === null) return null;
  const parsed: unknown = JSON.parse(after);
  if (typeof parsed !== 'object' || parsed === null || !('reason' in parsed)) return null;
  return typeof parsed.reason === 'string' ? parsed.reason : null;
}

async function changesOf(db: Db, registrationId: number): Promise<RegistrationChange[]> {
  const rows = await db
    .selectFrom('audit_log')
    .select(['id', 'at', 'user_name', 'action', 'summary', 'after'])
    .where('target_type', '=', REGISTRATION_TARGET)
    .where('target_id', '=', String(registrationId))
    .orderBy('id', 'desc')
    .execute();
  return rows.map((row) => ({
    id: row.id,
    at: row.at,
    staffName: row.user_name,
    action: row.action,
    summary: row.summary,
    reason: reasonIn(row.after),
  }));
}

export async function competitionOf(db: Db, registrationId: number) {
  const competition = await db
    .selectFrom('competitions')
    .selectAll('competitions')
    .innerJoin('registrations', 'registrations.competition_id', 'competitions.id')
    .where('registrations.id', '=', registrationId)
    .executeTakeFirst();
  if (!competition) throw notFound(MSG.registration);
  return competition;
}

/** The registration deadline (a date, or an ISO time whose date counts) is behind `today`. */
export const deadlinePassed = (closes: string | null, today: string) =>
  closes !== null && closes.slice(0, 10) < today;

export async function readRegistration(
  db: Db,
  id: number,
  today: string,
): Promise<AdminRegistrationDetail> {
  const row = await registrationRows(db).where('r.id', '=', id).executeTakeFirst();
  if (!row) throw notFound(MSG.registration);
  // One after another: inside a transaction the queries share one connection.
  const competition = await competitionOf(db, id);
  const roster = await rosterOf(db, id);
  const changes = await changesOf(db, id);
  return {
    ...toAdminRegistration(row),
    competition: {
      id: competition.id,
      name: competition.name,
      division: competition.division,
      registrationCloses: competition.registration_closes,
      closed: deadlinePassed(competition.registration_closes, today),
    },
    roster,
    problems: checkRoster(rosterRulesOf(competition), roster).problems.map((p) => p.message),
    changes,
  };
}
