// The message centre against the real server: staff move a game in the console; the club
// contact's phone (390×844) shows the unread count in the header and the message, whose link goes
// to the game's competition; the volunteer's scoring app shows the count and its message too; and
// the club's calendar feed, read as a phone's calendar reads it, has the new time with a higher
// SEQUENCE under the same UID.
import assert from 'node:assert/strict';
import { test } from 'node:test';
import ICAL from 'ical.js';
import { consoleSteps, localToday, STAFF_PHONE } from './support/console-steps';
import { DESKTOP, PHONE } from './support/launch-browser';
import { portalTestBed } from './support/portal-pages';

const CONTACT = '13800000002';
const VOLUNTEER = { phone: '13800000003', name: '陈静' };

const bed = portalTestBed();
const { url, signIn, contextOf, lookAt, call } = consoleSteps(bed, 'inbox');

/** The club feed's entry for a game, as ical.js reads it: its SEQUENCE and its start (UTC). */
async function feedEntry(feedUrl: string, gameId: number) {
  const calendar = new ICAL.Component(ICAL.parse(await (await fetch(feedUrl)).text()));
  const entry = calendar
    .getAllSubcomponents('vevent')
    .map((vevent) => new ICAL.Event(vevent))
    .find((event) => event.uid.startsWith(`game-${gameId}@`));
  assert.ok(entry, `the club's feed lists game ${gameId}`);
  return { sequence: entry.sequence, start: entry.startDate.toJSDate().toISOString() };
}

/** A time on the association's clock (China, UTC+8) as the feed's UTC instant. */
const chinaTime = (day: string, time: string) =>
  new Date(Date.parse(`${day}T${time}:00Z`) - 8 * 3_600_000).toISOString();

interface Schedule {
  competition: { id: number };
  entries: { id: number; name: string }[];
}

test('a game moved by staff reaches the club contact’s phone and the volunteer’s scoring app', async () => {
  const staffTicket = await signIn(STAFF_PHONE);
  const contactTicket = await signIn(CONTACT);
  const club = await call<{ name: string }>(contactTicket, '/api/club/mine');
  // A competition where the contact's club has an approved entry, and an opponent.
  let found: {
    schedule: Schedule;
    own: Schedule['entries'][0];
    other: Schedule['entries'][0];
  } | null = null;
  for (let id = 1; id < 20 && !found; id += 1) {
    const answer = await fetch(url(`/api/admin/schedule/competitions/${id}`), {
      headers: { ticket: staffTicket },
    });
    const body = (await answer.json()) as { code: number; data: Schedule };
    if (body.code !== 0) continue;
    const own = body.data.entries.find((e) => e.name === club.name);
    const other = body.data.entries.find((e) => e.name !== club.name);
    if (own && other) found = { schedule: body.data, own, other };
  }
  assert.ok(found, 'the demo contact’s club has an approved entry with an opponent');
  const volunteerId = (
    await call<{ volunteers: { id: number; name: string }[] }>(
      staffTicket,
      `/api/admin/schedule/competitions/${found.schedule.competition.id}`,
    )
  ).volunteers.find((v) => v.name === VOLUNTEER.name)?.id;
  const game = await call<{ id: number }>(
    staffTicket,
    `/api/admin/schedule/competitions/${found.schedule.competition.id}/games`,
    {
      homeEntryId: found.own.id,
      awayEntryId: found.other.id,
      startsAt: `${localToday()}T21:00`,
      field: '消息测试场',
      volunteerId,
      pool: '',
      round: '',
      pointsToWin: 15,
      halftimeAt: 8,
      softCapMinutes: null,
      hardCapMinutes: null,
      timeoutsPerHalf: 1,
    },
  );

  // The club's calendar has the game before it moves.
  const feed = url((await call<{ path: string }>(contactTicket, '/api/club/calendar')).path);
  const planned = await feedEntry(feed, game.id);
  assert.equal(planned.start, chinaTime(localToday(), '21:00'));

  // Staff move it in the console.
  const staff = await contextOf(DESKTOP, staffTicket);
  const desk = await staff.newPage();
  await desk.goto(url(`/admin/competitions/${found.schedule.competition.id}/schedule/${game.id}`));
  await desk.getByRole('heading', { level: 1, name: '编辑比赛' }).waitFor();
  await desk.getByLabel('开始时间').fill(`${localToday()}T21:30`);
  await desk.getByRole('button', { name: '保存' }).click();
  await desk.getByRole('heading', { level: 1, name: '赛程' }).waitFor();
  await staff.close();

  // The same entry in the club's calendar, at the new time, with a higher SEQUENCE.
  const moved = await feedEntry(feed, game.id);
  assert.equal(moved.start, chinaTime(localToday(), '21:30'));
  assert.ok(moved.sequence > planned.sequence, 'the moved game’s SEQUENCE rises');

  // The contact's phone: the count in the header, the message, its link to the competition.
  const phone = await contextOf(PHONE, contactTicket);
  const mobile = await phone.newPage();
  await mobile.goto(url('/home'));
  const inbox = mobile.getByRole('link', { name: /^消息，\d+ 条未读消息$/ });
  await inbox.waitFor();
  await lookAt(mobile, 'contact-home');
  await inbox.click();
  await mobile.getByRole('heading', { level: 1, name: '消息' }).waitFor();
  const message = mobile
    .getByRole('listitem')
    .filter({ hasText: `比赛调整：${found.own.name} 对 ${found.other.name}` });
  await message.getByText('21:30，消息测试场').waitFor();
  await lookAt(mobile, 'contact-list');
  // 全部已读 clears the header's count at once, without a page change.
  await mobile.getByRole('button', { name: '全部已读' }).click();
  await mobile.getByRole('link', { name: '消息', exact: true }).waitFor();
  assert.equal(new URL(mobile.url()).pathname, '/user/messages');
  await lookAt(mobile, 'contact-read');
  await message.getByRole('button', { name: '查看' }).click();
  await mobile.waitForURL(
    (target) =>
      target.pathname === '/match/detail' &&
      target.searchParams.get('id') === String(found.schedule.competition.id),
  );
  await mobile.goto(url('/user/messages/settings'));
  await mobile.getByRole('checkbox', { name: '比赛改期或换场地' }).waitFor();
  await lookAt(mobile, 'contact-settings');
  await phone.close();

  // The volunteer's scoring app: its count and its message, linked to the game's scoring screen.
  const scorer = await contextOf(PHONE);
  const field = await scorer.newPage();
  await field.goto(url('/scoring/login'));
  await field.getByLabel('手机号').fill(VOLUNTEER.phone);
  await field.getByLabel('密码').fill('demo1234');
  await field.getByRole('button', { name: '登录' }).click();
  await field.waitForURL((target) => target.pathname === '/scoring/match/list');
  await field.getByRole('link', { name: /^消息，\d+ 条未读消息$/ }).click();
  const told = field
    .getByRole('listitem')
    .filter({ hasText: `比赛调整：${found.own.name} 对 ${found.other.name}` });
  await told.waitFor();
  await lookAt(field, 'volunteer-list');
  await told.getByRole('button', { name: '查看' }).click();
  await field.waitForURL(
    (target) =>
      target.pathname === '/scoring/match/detail' &&
      target.searchParams.get('id') === String(game.id),
  );
  await scorer.close();
});
