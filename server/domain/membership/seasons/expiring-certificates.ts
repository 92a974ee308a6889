// Coach and judge certificates whose valid-until date is today or within the next 60 days: the
// console's list of whom to remind before the query centre shows 已过期.
import type { Kysely } from 'kysely';
import type { Database } from '../../../db/schema';

export const EXPIRY_WARNING_DAYS = 60;

/** `today` is `YYYY-MM-DD`; the window's end is counted in calendar days. */
export function expiringCertificates(db: Kysely<Database>, today: string) {
  const end = new Date(`${today}T00:00:00Z`);
  end.setUTCDate(end.getUTCDate() + EXPIRY_WARNING_DAYS);
  return db
    .selectFrom('certificates as c')
    .innerJoin('users as u', 'u.id', 'c.user_id')
    .select(['c.id', 'c.user_id as userId', 'u.name', 'c.kind', 'c.number', 'c.valid_until'])
    .where('c.valid_until', '>=', today)
    .where('c.valid_until', '<=', end.toISOString().slice(0, 10))
    .orderBy('c.valid_until')
    .orderBy('c.id')
    .execute()
    .then((rows) =>
      rows.map(({ valid_until, ...row }) => ({ ...row, validUntil: valid_until as string })),
    );
}
