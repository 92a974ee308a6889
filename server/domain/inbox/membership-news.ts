// What the message centre tells of the membership season (docs/messages.md): a transfer asked
// for, to the side that must answer it (the new club's contact when the player asked, the player
// when the club did); a receipt waiting, to staff; and, from the daily job, a player's membership
// that ends within 30 days. Called in the transaction of the change, like every other kind.
import type { Kysely, Transaction } from 'kysely';
import type { Database } from '../../db/schema';
import { tell, type Teller } from './tell';
import { MEMBERSHIP_TEXTS as T } from './inbox-texts';
import { staffIds } from './staff-audience';

type Trx = Transaction<Database>;

/** How long before a season's end a player with an active membership is told it will end. */
export const EXPIRY_NOTICE_DAYS = 30;

export async function tellTransferRequested(trx: Trx, teller: Teller, transferId: number) {
  const facts = await trx
    .selectFrom('transfers as t')
    .innerJoin('clubs as c', 'c.id', 't.to_club_id')
    .innerJoin('users as u', 'u.id', 't.user_id')
    .select(['t.status', 't.user_id', 'c.name as club_name', 'c.contact_user_id', 'u.name'])
    .where('t.id', '=', transferId)
    .executeTakeFirstOrThrow();
  if (facts.status === 'requested') {
    await tell(trx, teller, [facts.contact_user_id], 'transfer_requested', {
      title: T.transferAskedTitle(facts.name),
      body: T.transferAskedBody(facts.name, facts.club_name),
      link: '/user/club/members',
    });
  } else {
    await tell(trx, teller, [facts.user_id], 'transfer_requested', {
      title: T.transferOfferedTitle(facts.club_name),
      body: T.transferOfferedBody(facts.club_name),
      link: '/user/center',
    });
  }
}

export async function tellReceiptWaiting(trx: Trx, teller: Teller, amountFen: number) {
  await tell(trx, teller, await staffIds(trx), 'receipt_waiting', {
    title: T.receiptTitle,
    body: T.receiptBody((amountFen / 100).toFixed(2)),
    link: '/admin/payments',
  });
}

const dayAfter = (day: string, days: number) =>
  new Date(Date.parse(`${day}T00:00:00Z`) + days * 86_400_000).toISOString().slice(0, 10);

/**
 * Tells each player whose membership (有效) ends within EXPIRY_NOTICE_DAYS of `today`, once per
 * season: a message of the same title (which names the season) already sent is not sent again, so
 * the hourly job may run as often as it likes. Answers how many were told.
 */
export async function tellMembershipsExpiring(
  db: Kysely<Database>,
  teller: Teller,
  today: string,
): Promise<number> {
  const ending = await db
    .selectFrom('season_registrations as r')
    .innerJoin('seasons as s', 's.id', 'r.season_id')
    .select(['r.user_id', 's.year', 's.ends_on'])
    .where('r.kind', '=', 'player')
    .where('r.status', '=', 'active')
    .where('r.user_id', 'is not', null)
    .where('s.ends_on', '>=', today)
    .where('s.ends_on', '<=', dayAfter(today, EXPIRY_NOTICE_DAYS))
    .execute();
  let told = 0;
  for (const row of ending) {
    const userId = row.user_id as number;
    const title = T.expiringTitle(row.year);
    told += await db.transaction().execute(async (trx) => {
      const sent = await trx
        .selectFrom('inbox_messages')
        .select('id')
        .where('user_id', '=', userId)
        .where('kind', '=', 'membership_expiring')
        .where('title', '=', title)
        .executeTakeFirst();
      if (sent) return 0;
      return tell(trx, teller, [userId], 'membership_expiring', {
        title,
        body: T.expiringBody(row.year, row.ends_on),
        link: '/user/season',
      });
    });
  }
  return told;
}
