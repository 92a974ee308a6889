// The schedule as staff and a volunteer meet it, against the real server: staff add a game for
// today (添加比赛: 主队, 客队, 开始时间, 场地, 记分员, 第二记分员, 混合比例规则, 上场名单, 保存)
// given to the demo volunteer and a second one (the schedule lists both), the demo volunteer
// finding it on their phone in /scoring/match/list with both rosters and rule B's ratio chooser; staff move it to another field and the
// phone shows the new field at its next sync; staff cancel it and the phone says 已取消. The
// schedule and its forms at 1366×900 and 390×844: screenshots, no sideways scroll, no serious axe
// problem. Then the grid (赛程表格): a move refused beside the game, one saved, and 雨天顺延
// previewed and confirmed, at both sizes.
import assert from 'node:assert/strict';
import { test } from 'node:test';
import { consoleSteps, localToday, STAFF_PHONE } from './support/console-steps';
import { DESKTOP, PHONE } from './support/launch-browser';
import { portalTestBed } from './support/portal-pages';

const VOLUNTEER = { phone: '13800000003', name: '陈静' };
const SECOND_VOLUNTEER = '刘洋';
const FIELD = '浏览器测试场';
const MOVED_TO = '浏览器测试二号场';

const bed = portalTestBed();
const { url, signIn, contextOf, lookAt, call } = consoleSteps(bed, 'admin-schedule');

interface Schedule {
  competition: { id: number; name: string; division: string };
  entries: { id: number; name: string }[];
}

/** The first competition with two approved entries, read as staff. */
async function competitionWithTwoEntries(ticket: string): Promise<Schedule> {
  for (let id = 1; id < 20; id += 1) {
    const response = await fetch(url(`/api/admin/schedule/competitions/${id}`), {
      headers: { ticket },
    });
    const body = (await response.json()) as { code: number; data: Schedule };
    if (body.code === 0 && body.data.entries.length >= 2) return body.data;
  }
  throw new Error('the demo data has no competition with two approved entries');
}

test('staff schedule a game for the demo volunteer, move it and cancel it; the phone follows', async () => {
  const staffTicket = await signIn(STAFF_PHONE);
  const { competition, entries } = await competitionWithTwoEntries(staffTicket);
  const [home, away] = entries as [Schedule['entries'][0], Schedule['entries'][0]];
  const started = Date.now();

  const staff = await contextOf(DESKTOP, staffTicket);
  const desk = await staff.newPage();
  await desk.goto(url(`/admin/competitions/${competition.id}/schedule`));
  await desk.getByRole('heading', { level: 1, name: '赛程' }).waitFor();
  await desk.getByRole('link', { name: '赛程', exact: true }).waitFor();
  await lookAt(desk, 'list');

  await desk.getByRole('link', { name: '添加比赛' }).click();
  await desk.getByRole('heading', { level: 1, name: '添加比赛' }).waitFor();
  await desk.getByLabel('主队').selectOption({ label: home.name });
  await desk.getByLabel('客队').selectOption({ label: home.name });
  await desk.getByLabel('开始时间').fill(`${localToday()}T20:00`);
  await desk.getByLabel('场地').fill(FIELD);
  await desk.getByLabel('记分员', { exact: true }).selectOption({ label: VOLUNTEER.name });
  await desk.getByLabel('第二记分员').selectOption({ label: SECOND_VOLUNTEER });
  // A mixed competition's game: the offence chooses each point's ratio, and lines are recorded.
  assert.equal(competition.division, 'MIX', 'the first competition with entries is mixed');
  await desk.getByLabel('混合比例规则').selectOption({ label: '规则B（进攻方决定）' });
  await desk.getByLabel('上场名单').selectOption({ label: '记录上场名单（上场次数、正负值）' });
  await desk.getByRole('button', { name: '保存' }).click();
  // The same team twice is refused beside the field, before anything is sent.
  await desk.getByText('主队和客队不能相同').waitFor();
  await desk.getByLabel('客队').selectOption({ label: away.name });
  await lookAt(desk, 'new-game');
  await desk.getByRole('button', { name: '保存' }).click();
  await desk.getByRole('heading', { level: 1, name: '赛程' }).waitFor();
  const edit = desk.getByRole('link', { name: `编辑 ${home.name} vs ${away.name}` });
  await edit.waitFor();
  await desk.getByText(`记分员：${VOLUNTEER.name}、${SECOND_VOLUNTEER}`).waitFor();

  // The volunteer's phone, in another context, finds the game with both rosters.
  const phone = await contextOf(PHONE);
  const mobile = await phone.newPage();
  await mobile.goto(url('/scoring/login'));
  await mobile.getByLabel('手机号').fill(VOLUNTEER.phone);
  await mobile.getByLabel('密码').fill('demo1234');
  await mobile.getByRole('button', { name: '登录' }).click();
  await mobile.waitForURL((target) => target.pathname === '/scoring/match/list');
  const card = mobile.getByRole('link', { name: new RegExp(`${home.name}.*${away.name}`) });
  await card.getByText(FIELD).waitFor();
  // The list is drawn from the phone's storage; once 刷新 can be pressed again, the day has loaded
  // (while it loads the button keeps its name but is disabled, and fades back in when it ends).
  await mobile.getByRole('button', { name: '刷新', disabled: false }).waitFor();
  await lookAt(mobile, 'volunteer-list');
  await card.click();
  await mobile.getByRole('heading', { name: `${home.name} 名单` }).waitFor();
  await mobile.getByRole('heading', { name: `${away.name} 名单` }).waitFor();
  await mobile.getByText('规则B：由进攻方选择').waitFor();

  // Staff move it to another field; the phone shows it at its next sync.
  await edit.click();
  await desk.getByRole('heading', { level: 1, name: '编辑比赛' }).waitFor();
  await desk.getByLabel('场地').fill(MOVED_TO);
  await desk.getByRole('button', { name: '保存' }).click();
  await desk.getByRole('heading', { level: 1, name: '赛程' }).waitFor();
  await desk.getByText(`场地 ${MOVED_TO}`).waitFor();

  await mobile.goto(url('/scoring/match/list'));
  await card.getByText(MOVED_TO).waitFor();
  assert.equal(await card.getByText(FIELD, { exact: true }).count(), 0, 'the old field is gone');

  // Cancelled with a reason: the phone says 已取消.
  await edit.click();
  await desk.getByLabel('取消原因').fill('场地积水');
  await desk.getByRole('button', { name: '取消比赛' }).click();
  await desk.getByText('本场已取消：场地积水').waitFor();
  await mobile.reload();
  await card.getByText('已取消').waitFor();
  await mobile.getByRole('button', { name: '刷新', disabled: false }).waitFor();
  await lookAt(mobile, 'volunteer-cancelled');
  console.log(`schedule day: scheduled, moved and cancelled in ${Date.now() - started} ms`);
  await phone.close();
  await staff.close();

  // The console's schedule pages on a phone.
  const small = await contextOf(PHONE, staffTicket);
  const tab = await small.newPage();
  await tab.goto(url(`/admin/competitions/${competition.id}/schedule`));
  await tab.getByRole('link', { name: `编辑 ${home.name} vs ${away.name}` }).waitFor();
  await lookAt(tab, 'list');
  await tab.getByRole('link', { name: `编辑 ${home.name} vs ${away.name}` }).click();
  await tab.getByRole('button', { name: '恢复' }).waitFor();
  await lookAt(tab, 'edit');
  await tab.goto(url(`/admin/competitions/${competition.id}/schedule/round-robin`));
  await tab.getByLabel('分组').waitFor();
  await lookAt(tab, 'round-robin');
  await small.close();
});

const escaped = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
/** A game's button in the grid: 「选择：」 read before its teams. */
const chooseName = (home: string, away: string) =>
  new RegExp(`^选择：\\s*${escaped(home)} 对 ${escaped(away)}`);
/** A cell's 移到这里, with its slot and field read after it. */
const moveName = (cell: string) => new RegExp(`^移到这里\\s*（${cell}）$`);

test('the schedule grid: a move refused beside the game, a move saved, 雨天顺延 with its preview', async () => {
  const DAY = '2031-06-02';
  const ticket = await signIn(STAFF_PHONE);
  let found: Schedule | null = null;
  for (let id = 1; id < 20 && !found; id += 1) {
    const answer = await fetch(url(`/api/admin/schedule/competitions/${id}`), {
      headers: { ticket },
    });
    const body = (await answer.json()) as { code: number; data: Schedule };
    if (body.code === 0 && body.data.entries.length >= 4) found = body.data;
  }
  assert.ok(found, 'the demo data has a competition with four approved entries');
  const { competition } = found;
  const [a, b, c, d] = found.entries as [Schedule['entries'][0], ...Schedule['entries']];
  assert.ok(b && c && d);
  const add = (home: number, away: number, time: string, field: string) =>
    call<{ id: number }>(ticket, `/api/admin/schedule/competitions/${competition.id}/games`, {
      homeEntryId: home,
      awayEntryId: away,
      startsAt: `${DAY}T${time}`,
      field,
      volunteerId: null,
      pool: '',
      round: '',
      pointsToWin: 15,
      halftimeAt: 8,
      softCapMinutes: null,
      hardCapMinutes: null,
      timeoutsPerHalf: 2,
    });
  const ab = await add(a.id, b.id, '09:00', '甲场');
  await add(c.id, d.id, '09:00', '乙场');
  const ac = await add(a.id, c.id, '12:00', '甲场');
  const placeOf = async (id: number) => {
    const grid = await call<{ games: { id: number; time: string; field: string }[] }>(
      ticket,
      `/api/admin/schedule/competitions/${competition.id}/grid`,
    );
    const game = grid.games.find((g) => g.id === id);
    return `${game?.time} ${game?.field}`;
  };

  const staff = await contextOf(DESKTOP, ticket);
  const desk = await staff.newPage();
  await desk.goto(url(`/admin/competitions/${competition.id}/schedule`));
  await desk.getByRole('link', { name: '赛程表格' }).click();
  await desk.getByLabel('比赛日').selectOption(DAY);
  await desk.getByRole('button', { name: chooseName(a.name, c.name) }).click();
  // Into 乙场 at nine: the field and team C are taken; refused beside the game, nothing sent.
  await desk.getByRole('button', { name: moveName('09:00 乙场') }).click();
  const chosen = desk.getByRole('region', { name: '已选比赛' });
  await chosen
    .getByRole('alert')
    .getByText(/^乙场同一时间有两场比赛：/)
    .waitFor();
  assert.equal(await placeOf(ac.id), '12:00 甲场');
  await lookAt(desk, 'grid');
  await desk.getByRole('button', { name: moveName('13:30 乙场') }).click();
  await desk.getByText('比赛已移动').waitFor();
  await chosen.waitFor({ state: 'detached' });
  assert.equal(await placeOf(ac.id), '13:30 乙场');

  // 雨天顺延: the nine o'clock block pushed back an hour, previewed first.
  const rain = desk.getByRole('region', { name: '雨天顺延' });
  await rain.getByLabel('起始时段').selectOption('09:00');
  await rain.getByLabel('结束时段').selectOption('10:30');
  await rain.getByLabel('顺延（分钟）').fill('60');
  await rain.getByRole('button', { name: '预览顺延' }).click();
  const preview = rain.getByRole('region', { name: '将移动 2 场比赛' });
  await preview
    .getByText(`${a.name} 对 ${b.name}（6月2日 09:00 甲场）：09:00 甲场 → 10:00 甲场`)
    .waitFor();
  await preview.getByText(/：09:00 乙场 → 10:00 乙场$/).waitFor();
  assert.equal(await placeOf(ab.id), '09:00 甲场', 'the preview saves nothing');
  await rain.getByRole('button', { name: '确认顺延' }).click();
  await desk.getByText('已顺延 2 场比赛').waitFor();
  assert.equal(await placeOf(ab.id), '10:00 甲场');
  await staff.close();

  const small = await contextOf(PHONE, ticket);
  const tab = await small.newPage();
  await tab.goto(url(`/admin/competitions/${competition.id}/schedule/grid`));
  await tab.getByLabel('比赛日').selectOption(DAY);
  await tab.getByRole('button', { name: chooseName(a.name, b.name) }).click();
  await lookAt(tab, 'grid');
  await small.close();
});
