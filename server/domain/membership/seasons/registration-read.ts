// A season registration as the user centre, the club centre and the console read it: its row with
// its season, the waiver version it accepted, and whether its person is a minor on the season's
// first day (which decides whether a guardian's consent is needed).
import type { Kysely, Transaction } from 'kysely';
import type { Database } from '../../../db/schema';
import { isMinorOn, type Registration } from '../../../../src/contract/membership-season';
import { displayStatus, displayStatusLabel } from '../registration-status';
import { feeOf } from './season-queries';

type Db = Kysely<Database> | Transaction<Database>;

export const registrationRows = (db: Db) =>
  db
    .selectFrom('season_registrations as r')
    .innerJoin('seasons as s', 's.id', 'r.season_id')
    .leftJoin('waiver_versions as w', 'w.id', 'r.waiver_version_id')
    .leftJoin('users as u', 'u.id', 'r.user_id')
    .leftJoin('clubs as c', 'c.id', 'r.club_id')
    .leftJoin('users as cu', 'cu.id', 'c.contact_user_id')
    .selectAll('r')
    .select([
      's.year',
      's.starts_on',
      's.ends_on',
      's.fee_player_fen',
      's.fee_coach_fen',
      's.fee_judge_fen',
      's.fee_club_fen',
      'w.version as waiver_number',
      'u.birth_date',
      'u.name as person_name',
      'u.phone as person_phone',
      'c.name as club_name',
      'cu.phone as contact_phone',
    ]);

export type RegistrationRow = Awaited<
  ReturnType<ReturnType<typeof registrationRows>['executeTakeFirstOrThrow']>
>;

export function toRegistration(row: RegistrationRow, today: string): Registration {
  const minor = row.birth_date !== null && isMinorOn(row.birth_date, row.starts_on);
  return {
    id: row.id,
    seasonId: row.season_id,
    year: row.year,
    kind: row.kind,
    status: displayStatus(row.status, row.ends_on, today),
    statusLabel: displayStatusLabel(row.status, row.ends_on, today),
    rejectReason: row.reject_reason,
    feeFen: feeOf(row, row.kind),
    waiverVersion: row.waiver_number,
    waiverAcceptedAt: row.waiver_accepted_at,
    minor,
    guardian:
      row.guardian_name && row.guardian_phone && row.guardian_relation
        ? { name: row.guardian_name, phone: row.guardian_phone, relation: row.guardian_relation }
        : null,
  };
}

export async function readRegistration(db: Db, id: number, today: string) {
  const row = await registrationRows(db).where('r.id', '=', id).executeTakeFirstOrThrow();
  return toRegistration(row, today);
}
