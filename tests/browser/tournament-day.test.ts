// A tournament day run on this product alone, as its people meet it (issue #13): staff create a
// competition and approve two clubs' entries, schedule a game for today with the demo volunteer,
// who scores it to the end on a phone with the network cut part of the way (staff move the game
// to another field meanwhile); a visitor sees the final score and the standings, staff correct one
// point with a reason, and the public page and standings follow. Prints how long the day took.
import assert from 'node:assert/strict';
import { test } from 'node:test';
import type { BrowserContext, Page } from 'playwright-core';
import { consoleSteps, localToday, STAFF_PHONE } from './support/console-steps';
import { DESKTOP, PHONE } from './support/launch-browser';
import { portalTestBed } from './support/portal-pages';
import {
  cutNetwork,
  eventually,
  logIn,
  recordPoint,
  restoreNetwork,
  scoreStatus,
  syncState,
  volunteerApi,
} from './scoring-steps';

const NAME = '浏览器测试城市联赛·混合组';
const VENUE = '滨江体育公园';
const FIELD = '一号场';
const MOVED_TO = '三号场';
const VOLUNTEER_NAME = '陈静';
const REASON = '录像显示这一分出界，不计';

const bed = portalTestBed();
const { url, signIn, contextOf, lookAt, call } = consoleSteps(bed, 'tournament-day');

interface Entrant {
  clubId: number;
  name: string;
  ticket: string;
}

/** Two approved mixed clubs with a contact each: the teams of the day. */
async function twoMixedClubs(staffTicket: string): Promise<Entrant[]> {
  const page = await call<{
    list: { id: number; name: string; division: string; contact: { phone: string } | null }[];
  }>(staffTicket, '/api/admin/people/clubs?status=approved&size=100');
  const clubs = page.list.filter((club) => club.division === 'MIX' && club.contact).slice(0, 2);
  assert.equal(clubs.length, 2, 'the demo data has two approved mixed clubs with contacts');
  return Promise.all(
    clubs.map(async (club) => ({
      clubId: club.id,
      name: club.name,
      ticket: await signIn(club.contact?.phone ?? ''),
    })),
  );
}

/** The club's contact enters its active members, as 俱乐部中心 would send them. */
async function enter(entrant: Entrant, competitionId: number): Promise<void> {
  const members = await call<{ userId: number; number: number | null; status: string }[]>(
    entrant.ticket,
    `/api/club/members?clubId=${entrant.clubId}`,
  );
  const players = members
    .filter((member) => member.status === 'active')
    .slice(0, 20)
    .map(({ userId, number }) => ({ userId, number }));
  await call(entrant.ticket, `/api/club/competitions/${competitionId}/register`, {
    clubId: entrant.clubId,
    players,
  });
}

async function createCompetition(desk: Page): Promise<number> {
  await desk.goto(url('/admin/competitions'));
  await desk.getByRole('link', { name: '新建赛事' }).click();
  await desk.getByLabel('赛事名称').fill(NAME);
  await desk.getByRole('radio', { name: '混合组' }).check({ force: true });
  await desk.getByLabel('开始日期').fill(localToday());
  await desk.getByLabel('结束日期').fill(localToday());
  await desk.getByLabel('地点').fill(VENUE);
  await desk.getByLabel('报名开始').fill(localToday());
  await desk.getByLabel('报名截止').fill(localToday());
  // It starts today, so by its dates it is under way: staff open entries by hand until the draw.
  await desk.getByLabel('赛事阶段').selectOption({ label: '报名中' });
  await desk.getByRole('button', { name: '保存', exact: true }).click();
  await desk.waitForURL(/\/admin\/competitions\/\d+$/);
  await desk.getByRole('button', { name: '发布', exact: true }).click();
  await desk.getByText('已发布', { exact: true }).waitFor();
  return Number(new URL(desk.url()).pathname.split('/').pop());
}

async function approve(desk: Page, competitionId: number, club: string): Promise<void> {
  await desk.goto(url(`/admin/competitions/${competitionId}/registrations`));
  await desk.getByRole('link', { name: `查看名单 ${club}` }).click();
  await desk.getByRole('button', { name: '通过', exact: true }).click();
  await desk.getByRole('alertdialog').getByRole('button', { name: '通过', exact: true }).click();
  await desk.getByText('已通过', { exact: true }).first().waitFor();
}

async function closeEntries(desk: Page, competitionId: number): Promise<void> {
  await desk.goto(url(`/admin/competitions/${competitionId}`));
  await desk.getByLabel('赛事阶段').selectOption({ label: '自动（按日期）' });
  await desk.getByRole('button', { name: '保存', exact: true }).click();
  await desk.getByText('赛事已保存').first().waitFor();
}

async function scheduleGame(desk: Page, competitionId: number, teams: Entrant[]): Promise<void> {
  const [home, away] = teams as [Entrant, Entrant];
  await desk.goto(url(`/admin/competitions/${competitionId}/schedule`));
  await desk.getByRole('link', { name: '添加比赛' }).click();
  await desk.getByLabel('主队').selectOption({ label: home.name });
  await desk.getByLabel('客队').selectOption({ label: away.name });
  await desk.getByLabel('开始时间').fill(`${localToday()}T18:00`);
  await desk.getByLabel('场地').fill(FIELD);
  await desk.getByLabel('记分员', { exact: true }).selectOption({ label: VOLUNTEER_NAME });
  // A short game, so the day fits a test: first to 3.
  await desk.getByLabel('胜利分').fill('3');
  await desk.getByLabel('半场分').fill('2');
  await desk.getByRole('button', { name: '保存', exact: true }).click();
  await desk.getByRole('link', { name: `编辑 ${home.name} vs ${away.name}` }).waitFor();
  await lookAt(desk, 'schedule');
}

async function moveGame(desk: Page, teams: Entrant[]): Promise<void> {
  const [home, away] = teams as [Entrant, Entrant];
  await desk.getByRole('link', { name: `编辑 ${home.name} vs ${away.name}` }).click();
  await desk.getByLabel('场地').fill(MOVED_TO);
  await desk.getByRole('button', { name: '保存', exact: true }).click();
  await desk.getByText(`场地 ${MOVED_TO}`).waitFor();
}

/** The row of a team in the public standings table, as its cells read. */
async function standingOf(tab: Page, team: string): Promise<string[]> {
  const row = tab.getByRole('row').filter({ has: tab.getByRole('rowheader', { name: team }) });
  return row.getByRole('cell').allInnerTexts();
}

test('a tournament day: entries, schedule, scoring offline and online, results and a correction', async () => {
  const started = Date.now();
  const staffTicket = await signIn(STAFF_PHONE);
  const teams = await twoMixedClubs(staffTicket);
  const [home, away] = teams as [Entrant, Entrant];

  const staff: BrowserContext = await contextOf(DESKTOP, staffTicket);
  const desk = await staff.newPage();
  const competitionId = await createCompetition(desk);
  for (const entrant of teams) await enter(entrant, competitionId);
  for (const entrant of teams) await approve(desk, competitionId, entrant.name);
  await lookAt(desk, 'registration');
  await closeEntries(desk, competitionId);
  await scheduleGame(desk, competitionId, teams);

  // The volunteer's phone: the game is in today's list with both rosters.
  const phone = await contextOf(PHONE);
  const mobile = await phone.newPage();
  await logIn(mobile, bed.server.baseUrl);
  const card = mobile.getByRole('link', { name: new RegExp(`${home.name}.*${away.name}`) });
  await card.getByText(FIELD).waitFor();
  await card.click();
  await mobile.waitForURL((target) => target.pathname === '/scoring/match/detail');
  const gameId = Number(new URL(mobile.url()).searchParams.get('id'));
  const server = await volunteerApi(bed.server.baseUrl);
  await mobile.getByRole('button', { name: '开始比赛' }).click();
  await recordPoint(mobile, home.name, null, null);
  await scoreStatus(mobile, 1, 0).waitFor();

  // One bar of signal, then none: two points recorded offline while staff move the game.
  await cutNetwork(phone);
  await recordPoint(mobile, away.name, null, null);
  await recordPoint(mobile, home.name, null, null);
  await scoreStatus(mobile, 2, 1).waitFor();
  await syncState(mobile).filter({ hasText: '待同步' }).waitFor();
  await moveGame(desk, teams);
  await restoreNetwork(phone);
  await eventually(
    async () => (await server.game(gameId)).homeScore === 2,
    'the offline points reach the server',
  );
  await recordPoint(mobile, home.name, null, null);
  await scoreStatus(mobile, 3, 1).waitFor();
  await mobile.getByRole('button', { name: '结束比赛' }).click();
  await mobile
    .getByRole('alertdialog', { name: '结束比赛' })
    .getByRole('button', { name: '确定' })
    .click();
  await eventually(async () => {
    const game = await server.game(gameId);
    return game.status === 'finished' && game.homeScore === 3 && game.awayScore === 1;
  }, 'the game ends 3:1 on the server');
  await syncState(mobile).filter({ hasText: '已同步' }).waitFor();
  await lookAt(mobile, 'volunteer-finished');

  // A visitor: the final score and the standings.
  const visitor = await contextOf(DESKTOP);
  const site = await visitor.newPage();
  await site.goto(url(`/match/detail?id=${competitionId}`));
  await site.getByText('3 : 1').first().waitFor();
  assert.deepEqual((await standingOf(site, home.name)).slice(-3), ['3', '1', '+2']);
  await lookAt(site, 'public-final');

  // Staff correct one point: an away point the volunteer missed.
  await desk.goto(url(`/admin/competitions/${competitionId}/results`));
  await desk.getByRole('link', { name: `更正比分：${home.name} 对 ${away.name}` }).click();
  const addPoint = desk.getByRole('region', { name: '加一分' });
  await addPoint
    .getByRole('combobox', { name: '得分队', exact: true })
    .selectOption({ label: `客队 ${away.name}` });
  await addPoint.getByLabel('更正原因').fill(REASON);
  await addPoint.getByRole('button', { name: '加一分' }).click();
  await desk.getByText(REASON).first().waitFor();
  await lookAt(desk, 'correction');

  // Visitors who look now (a page already open answers from its minute-fresh cache): on a phone
  // the corrected score, on a desktop the standings that follow it.
  const later = await contextOf(PHONE);
  const pocket = await later.newPage();
  await pocket.goto(url(`/match/detail?id=${competitionId}`));
  await pocket.getByText('3 : 2').first().waitFor();
  await lookAt(pocket, 'public-corrected');
  const another = await contextOf(DESKTOP);
  const table = await another.newPage();
  await table.goto(url(`/match/detail?id=${competitionId}`));
  await table.getByText('3 : 2').first().waitFor();
  assert.deepEqual((await standingOf(table, home.name)).slice(-3), ['3', '2', '+1']);
  assert.deepEqual((await standingOf(table, away.name)).slice(-3), ['2', '3', '-1']);
  // The volunteer's phone, opening the game again, shows the corrected score too.
  await mobile.reload();
  await scoreStatus(mobile, 3, 2).waitFor();
  const seconds = ((Date.now() - started) / 1000).toFixed(1);
  console.log(`tournament day: created, entered, scheduled, scored, corrected in ${seconds} s`);
  await Promise.all([staff, phone, visitor, later, another].map((c) => c.close()));
});
