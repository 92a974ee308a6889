// What the message centre tells of a club's entry to a competition (docs/messages.md): staff's
// decision to the club's contact, with the reason; a roster changed by staff to the contact (with
// the reason) and to the player; a player added to or dropped from the roster the contact sent;
// an entry sent to staff. Called in the transaction of the change.
import type { Transaction } from 'kysely';
import type { Database } from '../../db/schema';
import { tell, type Teller } from './tell';
import { ENTRY_TEXTS as T } from './inbox-texts';
import { staffIds } from './staff-audience';

type Trx = Transaction<Database>;

export interface EntryFacts {
  /** The registration's id. */
  id: number;
  competition_id: number;
  club_id: number;
  club_name: string;
  competition_name: string;
}

const CLUB_ENTRIES_LINK = '/user/club/apply';
const competitionLink = (entry: EntryFacts) => `/match/detail?id=${entry.competition_id}`;

async function contactOf(trx: Trx, clubId: number) {
  const club = await trx
    .selectFrom('clubs')
    .select('contact_user_id')
    .where('id', '=', clubId)
    .executeTakeFirst();
  return club?.contact_user_id ?? null;
}

export async function tellEntryDecided(
  trx: Trx,
  teller: Teller,
  entry: EntryFacts,
  decision: { approved: true } | { approved: false; reason: string },
) {
  const contact = await contactOf(trx, entry.club_id);
  if (decision.approved) {
    await tell(trx, teller, [contact], 'entry_approved', {
      title: T.approvedTitle(entry.competition_name),
      body: T.approvedBody(entry.club_name),
      link: CLUB_ENTRIES_LINK,
    });
  } else {
    await tell(trx, teller, [contact], 'entry_rejected', {
      title: T.rejectedTitle(entry.competition_name),
      body: T.rejectedBody(entry.club_name, decision.reason),
      link: CLUB_ENTRIES_LINK,
    });
  }
}

/** Staff added or removed one player: the contact hears why, the player that it happened. */
export async function tellRosterChangedByStaff(
  trx: Trx,
  teller: Teller,
  entry: EntryFacts,
  change: { userId: number; name: string; added: boolean; reason: string },
) {
  const contact = await contactOf(trx, entry.club_id);
  await tell(trx, teller, [contact], 'roster_changed', {
    title: T.rosterTitle(entry.competition_name),
    body: (change.added ? T.rosterAddedBody : T.rosterRemovedBody)(change.name, change.reason),
    link: CLUB_ENTRIES_LINK,
  });
  await tellPlayers(
    trx,
    teller,
    entry,
    change.added ? [change.userId] : [],
    change.added ? [] : [change.userId],
  );
}

/** Players newly on a roster, and those taken off it. */
export async function tellPlayers(
  trx: Trx,
  teller: Teller,
  entry: EntryFacts,
  added: readonly number[],
  removed: readonly number[],
) {
  await tell(trx, teller, added, 'roster_added', {
    title: T.addedTitle(entry.competition_name),
    body: T.addedBody(entry.club_name),
    link: competitionLink(entry),
  });
  await tell(trx, teller, removed, 'roster_removed', {
    title: T.removedTitle(entry.competition_name),
    body: T.removedBody(entry.club_name),
    link: competitionLink(entry),
  });
}

/** An entry sent (or sent again) to staff for review. */
export async function tellEntryWaiting(trx: Trx, teller: Teller, entry: EntryFacts) {
  await tell(trx, teller, await staffIds(trx), 'entry_waiting', {
    title: T.waitingTitle(entry.competition_name),
    body: T.waitingBody(entry.club_name),
    link: `/admin/registrations/${entry.id}`,
  });
}
