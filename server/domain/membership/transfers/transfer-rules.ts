// When a player may move (docs/membership.md, "Transfers"): within the transfer window of the
// season today belongs to, and not while they are on an approved roster of a competition that has
// not ended, since the old club's roster would then hold a player it no longer has. Checked when a
// transfer is asked for and again when staff approve it, as either may be days later.
import type { Kysely, Transaction } from 'kysely';
import type { Database } from '../../../db/schema';
import { BusinessError } from '../../../http/business-error';
import { seasonOfDate } from '../eligibility/season-of-date';
import { MSG } from './transfer-messages';

type Db = Kysely<Database> | Transaction<Database>;

/** The season whose transfer window holds `today`, or the refusal. */
export async function seasonOfOpenWindow(db: Db, today: string) {
  const season = await seasonOfDate(db, today);
  const open =
    season?.transfer_opens &&
    season.transfer_closes &&
    season.transfer_opens <= today &&
    today <= season.transfer_closes;
  if (!season || !open) throw new BusinessError(MSG.outsideWindow);
  return season;
}

export async function assertNotOnRunningRoster(db: Db, userId: number, today: string) {
  const entry = await db
    .selectFrom('registration_players as rp')
    .innerJoin('registrations as r', 'r.id', 'rp.registration_id')
    .innerJoin('competitions as c', 'c.id', 'r.competition_id')
    .innerJoin('users as u', 'u.id', 'rp.user_id')
    .select(['u.name', 'c.name as competition', 'c.end_date'])
    .where('rp.user_id', '=', userId)
    .where('r.status', '=', 'approved')
    .where('c.end_date', '>=', today)
    .orderBy('c.end_date', 'desc')
    .executeTakeFirst();
  if (entry) throw new BusinessError(MSG.onRoster(entry.name, entry.competition, entry.end_date));
}
