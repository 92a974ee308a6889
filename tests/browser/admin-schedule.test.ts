// The schedule as staff and a volunteer meet it, against the real server: staff add a game for
// today (添加比赛: 主队, 客队, 开始时间, 场地, 记分员, 第二记分员, 混合比例规则, 上场名单, 保存)
// given to the demo volunteer and a second one (the schedule lists both), the demo volunteer
// finding it on their phone in /scoring/match/list with both rosters and rule B's ratio chooser; staff move it to another field and the
// phone shows the new field at its next sync; staff cancel it and the phone says 已取消. The
// schedule and its forms at 1366×900 and 390×844: screenshots, no sideways scroll, no serious axe
// problem.
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
const { url, signIn, contextOf, lookAt } = consoleSteps(bed, 'admin-schedule');

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
