// The season's eligibility and transfers against the real server (docs/membership.md): a club's
// contact on a phone (390×844) enters a competition with one player whose registration for the
// season is not yet 有效 and is refused with that player's name; then a transfer goes through,
// asked for by a player, accepted by the new club's contact and approved by staff.
import { test } from 'node:test';
import { consoleSteps, STAFF_PHONE } from './support/console-steps';
import { PHONE } from './support/launch-browser';
import { portalTestBed } from './support/portal-pages';
import {
  enterWithLapsedPlayer,
  prepareLapsedEntry,
  prepareTransfer,
  transferGoesThrough,
} from './membership/eligibility-steps';

const CONTACT_PHONE = '13800000002';

const bed = portalTestBed();
const { url, signIn, contextOf, lookAt } = consoleSteps(bed, 'membership-eligibility');

test('a lapsed player keeps the entry out, named; a transfer goes through', async () => {
  const entry = await prepareLapsedEntry(bed.server.databaseUrl, CONTACT_PHONE);
  const contact = await contextOf(PHONE, await signIn(CONTACT_PHONE));
  const tab = await contact.newPage();
  await enterWithLapsedPlayer(tab, url(''), entry);
  await lookAt(tab, 'refused');
  await contact.close();

  const { playerPhone, toClubId } = await prepareTransfer(bed.server.databaseUrl, CONTACT_PHONE);
  await transferGoesThrough(
    url(''),
    {
      player: await signIn(playerPhone),
      newContact: await signIn(CONTACT_PHONE),
      staff: await signIn(STAFF_PHONE),
    },
    toClubId,
  );
});
