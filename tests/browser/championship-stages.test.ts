// A championship's format as staff and a visitor meet it, against the real server (issue #35):
// staff open 赛制 for the eight-club national championship of the demo data, choose 两个小组，交叉半决赛
// for eight teams, see the whole game list with its placeholders (「A组第1 对 B组第2」), rounds and
// games per team before saving, move a team down the seed order and see the serpentine pools
// follow, and save. A visitor on a phone then sees the bracket with its placeholders; once every
// game is decided (forfeits sent from Node, the better seed winning each, so the test does not
// score twenty games), the placements 1 to 8 with each team's path. No sideways scroll of the page
// at 390×844; screenshots of the console at 1366×900 and 390×844, the bracket and placements.
import assert from 'node:assert/strict';
import { test } from 'node:test';
import type { Championship } from '../../src/contract/championship';
import type { ConsoleStages } from '../../src/contract/competition-stages';
import {
  consoleSteps,
  dayFromNow,
  noSidewaysScroll,
  SHOTS,
  STAFF_PHONE,
} from './support/console-steps';
import { DESKTOP, PHONE } from './support/launch-browser';
import { portalTestBed } from './support/portal-pages';

const TEMPLATE = '两个小组，交叉半决赛，其余名次逐一赛出';

const bed = portalTestBed();
const { url, signIn, contextOf, lookAt, call } = consoleSteps(bed, 'championship');

/** The demo competition with eight approved entries (the national championship). */
async function eightTeamCompetition(ticket: string): Promise<ConsoleStages> {
  for (let id = 1; id < 20; id += 1) {
    const response = await fetch(url(`/api/admin/competitions/${id}/stages`), {
      headers: { ticket },
    });
    const body = (await response.json()) as { code: number; data: ConsoleStages };
    if (body.code === 0 && body.data.entries.length === 8) return body.data;
  }
  throw new Error('the demo data has no competition with eight approved entries');
}

/** Cancels the demo's games staff typed in by hand before the format existed. */
async function cancelHandTypedGames(ticket: string, competitionId: number) {
  const { list } = await call<{ list: { id: number; cancelReason: string | null }[] }>(
    ticket,
    `/api/admin/schedule/competitions/${competitionId}`,
  );
  for (const game of list.filter((g) => g.cancelReason === null)) {
    await call(ticket, `/api/admin/schedule/games/${game.id}/cancel`, {
      reason: '改为按赛制排赛',
    });
  }
}

/**
 * Decides every game of the format as its teams become known, the better seed (earlier in
 * `seeds`) winning by the other's forfeit, until the last one: each forfeit fills the next games.
 */
async function decideEveryGame(ticket: string, competitionId: number, seeds: readonly number[]) {
  const seedOf = (clubId: number | null) => seeds.indexOf(clubId ?? -1);
  for (let pass = 0; pass < 30; pass += 1) {
    const { championship } = await call<ConsoleStages>(
      ticket,
      `/api/admin/competitions/${competitionId}/stages`,
    );
    assert.ok(championship, 'the format is saved');
    const open = championship.games.filter(
      (g) => g.status !== 'finished' && g.forfeitTeam === null && !g.cancelled,
    );
    if (open.length === 0) return championship;
    const ready = open.filter((g) => g.home.clubId !== null && g.away.clubId !== null);
    assert.ok(ready.length > 0, `games wait for teams: ${open.map((g) => g.code).join(' ')}`);
    for (const game of ready) {
      const loser = seedOf(game.home.clubId) > seedOf(game.away.clubId) ? 'home' : 'away';
      await call(ticket, `/api/admin/results/games/${game.gameId}/forfeit`, {
        team: loser,
        reason: '浏览器测试：按种子判定',
      });
    }
  }
  throw new Error('the format did not finish');
}

test('staff build an 8-team format with its preview and seeding; a phone sees bracket and placements', async () => {
  const staffTicket = await signIn(STAFF_PHONE);
  const stages = await eightTeamCompetition(staffTicket);
  const id = stages.competition.id;
  const [first, second] = stages.entries as [
    ConsoleStages['entries'][0],
    ConsoleStages['entries'][0],
  ];

  const staff = await contextOf(DESKTOP, staffTicket);
  const desk = await staff.newPage();
  await desk.goto(url(`/admin/competitions/${id}/stages`));
  await desk.getByRole('heading', { level: 1, name: '赛制' }).waitFor();
  await desk.getByLabel('赛制模板').selectOption({ label: TEMPLATE });
  // The whole format before anything is saved: games, rounds, games per team, placeholders.
  await desk.getByText('共 20 场比赛、5 轮；每队 5 场').waitFor();
  await desk.getByRole('cell', { name: 'A组第1 对 B组第2' }).waitFor();
  await desk.getByRole('cell', { name: '第13场胜者 对 第14场胜者 · 决赛' }).waitFor();
  // Seed 1 heads pool A; moved down, it is seed 2 and heads pool B.
  const pools = desk.getByRole('region', { name: '蛇形分组' });
  assert.match(await pools.innerText(), new RegExp(`A组\\s*1\\.\\s*${first.name}`));
  await desk.getByRole('button', { name: `下移 ${first.name}` }).click();
  assert.match(await pools.innerText(), new RegExp(`A组\\s*1\\.\\s*${second.name}`));
  assert.match(await pools.innerText(), new RegExp(`B组\\s*2\\.\\s*${first.name}`));
  // A pool size that does not fit is refused in Chinese in place of the preview.
  await desk.getByLabel(/各组队数/).fill('5,4');
  await desk.getByText('各组队数之和（9）与参赛队数（8）不符').waitFor();
  await desk.getByLabel(/各组队数/).fill('');
  await desk.getByLabel('场地（每行一个）').fill('锦标赛一号场\n锦标赛二号场');
  await desk.getByLabel('第一轮开始时间').fill(`${dayFromNow(2)}T09:00`);
  await lookAt(desk, 'builder');

  const phoneDesk = await (await contextOf(PHONE, staffTicket)).newPage();
  await phoneDesk.goto(url(`/admin/competitions/${id}/stages`));
  await phoneDesk.getByLabel('赛制模板').selectOption({ label: TEMPLATE });
  await phoneDesk.getByText('共 20 场比赛、5 轮；每队 5 场').waitFor();
  await lookAt(phoneDesk, 'builder');
  await phoneDesk.context().close();

  // The demo's games typed by hand stand in the way: the refusal stays beside the button.
  await desk.getByRole('button', { name: '保存赛制' }).click();
  await desk
    .getByRole('alert')
    .getByText(/场不属于赛制的比赛，请先取消或删除后再保存赛制/)
    .waitFor();
  await cancelHandTypedGames(staffTicket, id);
  await desk.getByRole('button', { name: '保存赛制' }).click();
  await desk.getByRole('heading', { name: `当前赛制：${TEMPLATE}` }).waitFor();
  await lookAt(desk, 'saved');

  const seeds = [second.clubId, first.clubId, ...stages.entries.slice(2).map((e) => e.clubId)];
  const visitor = await contextOf(PHONE);
  const phone = await visitor.newPage();
  const detail = url(`/match/detail?id=${id}`);
  await phone.goto(detail);
  const bracket = phone.getByRole('region', { name: '淘汰赛与排位赛对阵图' });
  await bracket.getByText('A组第1').first().waitFor();
  await noSidewaysScroll(phone, 'bracket before the pools end');
  await bracket.screenshot({ path: `${SHOTS}/championship-bracket-placeholders-390.png` });

  const done: Championship = await decideEveryGame(staffTicket, id, seeds);
  assert.ok(done.placements.complete, 'every place is known');
  assert.deepEqual(
    done.placements.places.map((p) => p.place),
    [1, 2, 3, 4, 5, 6, 7, 8],
  );
  assert.equal(done.placements.places[0]?.teams[0]?.clubId, seeds[0], 'seed 1 wins');

  await phone.goto(detail);
  const placements = phone.getByRole('list', { name: '最终名次' });
  await placements.getByText('第8名').waitFor();
  const winner = done.placements.places[0]?.teams[0]?.name ?? '';
  assert.match(
    await placements.locator('li').first().innerText(),
    new RegExp(`第1名\\s*${winner}`),
  );
  await placements.getByText(`${winner}的赛程`).click();
  await placements
    .getByText(/决赛 对/)
    .first()
    .waitFor();
  await bracket.getByText(winner).first().waitFor();
  await lookAt(phone, 'public');
  await bracket.screenshot({ path: `${SHOTS}/championship-bracket-final-390.png` });
  await placements.screenshot({ path: `${SHOTS}/championship-placements-390.png` });
  await visitor.close();
  await staff.close();
});
