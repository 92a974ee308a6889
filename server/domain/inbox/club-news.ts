// What the message centre tells of clubs and their members (docs/messages.md): an invitation to
// the player, a member's leave request to the contact, a club registration to staff. Called in the
// transaction of the change. The contact learns the member's name, which the club centre shows.
import type { Transaction } from 'kysely';
import type { Database } from '../../db/schema';
import { tell, type Teller } from './tell';
import { CLUB_TEXTS as T } from './inbox-texts';
import { staffIds } from './staff-audience';

type Trx = Transaction<Database>;

async function membershipFacts(trx: Trx, membershipId: number) {
  return trx
    .selectFrom('memberships as m')
    .innerJoin('clubs as c', 'c.id', 'm.club_id')
    .innerJoin('users as u', 'u.id', 'm.user_id')
    .select(['m.user_id', 'c.name as club_name', 'c.contact_user_id', 'u.name as player_name'])
    .where('m.id', '=', membershipId)
    .executeTakeFirstOrThrow();
}

export async function tellInvited(trx: Trx, teller: Teller, membershipId: number) {
  const facts = await membershipFacts(trx, membershipId);
  await tell(trx, teller, [facts.user_id], 'club_invitation', {
    title: T.invitedTitle(facts.club_name),
    body: T.invitedBody(facts.club_name),
    link: '/user/center',
  });
}

export async function tellLeaveRequested(trx: Trx, teller: Teller, membershipId: number) {
  const facts = await membershipFacts(trx, membershipId);
  await tell(trx, teller, [facts.contact_user_id], 'leave_requested', {
    title: T.leaveTitle(facts.club_name),
    body: T.leaveBody(facts.player_name),
    link: '/user/club/leave',
  });
}

export async function tellClubWaiting(trx: Trx, teller: Teller, clubName: string) {
  await tell(trx, teller, await staffIds(trx), 'club_waiting', {
    title: T.waitingTitle(clubName),
    body: T.waitingBody(clubName),
    link: '/admin/clubs',
  });
}
