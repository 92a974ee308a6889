// The season's registration in the browser against the real server (docs/membership.md): staff
// open 2027 with fees and a waiver at 1366×900 (its pages looked at on a phone too); a player registers on a phone (390×844) until
// 待缴费; a minor's registration waits for the guardian's consent. Screens looked at: the console's
// seasons page and the user centre's 年度注册 page, no sideways scroll, no serious axe problem.
import { test } from 'node:test';
import { consoleSteps, STAFF_PHONE } from './support/console-steps';
import { DESKTOP, PHONE } from './support/launch-browser';
import { portalTestBed } from './support/portal-pages';
import {
  minorWaitsForGuardian,
  playerRegisters,
  staffOpenSeason,
  type SeasonPlan,
} from './membership/season-steps';

const bed = portalTestBed();
const { url, contextAs, lookAt } = consoleSteps(bed, 'season');

const PLAN: SeasonPlan = {
  year: 2027,
  fees: { player: '120', coach: '0', judge: '50', club: '800' },
  waiver: '本人自愿参加飞盘运动，已了解运动风险。',
};

test('staff open 2027; a player registers on a phone; a minor waits for the guardian', async () => {
  const staff = await contextAs(DESKTOP, STAFF_PHONE);
  const console = await staff.newPage();
  await staffOpenSeason(console, url, PLAN);
  await lookAt(console, 'seasons');

  const player = await contextAs(PHONE, '13800000001');
  const phone = await player.newPage();
  await playerRegisters(phone, url, PLAN, '1995-05-05');
  await lookAt(phone, 'registered');

  const minor = await contextAs(PHONE, '13900000001');
  const minorTab = await minor.newPage();
  await minorWaitsForGuardian(minorTab, url, PLAN, `${PLAN.year - 15}-05-05`);
  await lookAt(minorTab, 'minor');

  await console.goto(url('/admin/season-registrations'));
  await console.getByRole('row').filter({ hasText: '王建国' }).waitFor();
  await lookAt(console, 'registrations');

  const staffPhone = await contextAs(PHONE, STAFF_PHONE);
  const small = await staffPhone.newPage();
  await small.goto(url('/admin/seasons'));
  await small.getByText(PLAN.waiver).waitFor();
  await lookAt(small, 'seasons');
  await small.goto(url('/admin/season-registrations'));
  await small.getByRole('listitem').filter({ hasText: '王建国' }).waitFor();
  await lookAt(small, 'registrations');
  await Promise.all([staff.close(), player.close(), minor.close(), staffPhone.close()]);
});
