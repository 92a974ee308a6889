// Results as staff and visitors meet them, against the real server: staff open a competition's
// 成绩, correct a finished demo game by one point for 主队 with a reason (更正比分 → 加一分), see the
// correction listed with who and why, and a visitor's competition page shows the new score and the
// standings moved by that point. 导出名单 CSV downloads with a BOM; the game sheet prints without
// the console around it. Screenshots at 1366×900 and 390×844, no sideways scroll, no serious axe
// problem.
import assert from 'node:assert/strict';
import { readFile } from 'node:fs/promises';
import { test } from 'node:test';
import { consoleSteps, SHOTS, STAFF_PHONE } from './support/console-steps';
import { DESKTOP, PHONE } from './support/launch-browser';
import { portalTestBed } from './support/portal-pages';

const REASON = '记分员漏记了最后一分';

const bed = portalTestBed();
const { url, signIn, contextOf, lookAt } = consoleSteps(bed, 'admin-results', {
  acceptDownloads: true,
});

async function api<T>(path: string, ticket?: string): Promise<T> {
  const response = await fetch(url(path), { headers: ticket ? { ticket } : {} });
  const body = (await response.json()) as { code: number; data: T };
  assert.equal(body.code, 0, path);
  return body.data;
}

interface ResultGame {
  id: number;
  pool: string | null;
  status: string;
  homeName: string;
  awayName: string;
  homeScore: number;
  awayScore: number;
}
interface PublicCompetition {
  pools: { standings: { name: string; pointsFor: number }[] }[];
}

/** A finished pool game of the demo data, with its competition. */
async function finishedGame(ticket: string) {
  for (let id = 1; id < 20; id += 1) {
    const response = await fetch(url(`/api/admin/results/competitions/${id}`), {
      headers: { ticket },
    });
    const body = (await response.json()) as { code: number; data: { games: ResultGame[] } };
    const game = body.data?.games.find((g) => g.status === 'finished' && g.pool !== null);
    if (body.code === 0 && game) return { competitionId: id, game };
  }
  throw new Error('the demo data has no finished pool game');
}

const pointsForOf = (competition: PublicCompetition, team: string) =>
  competition.pools.flatMap((p) => p.standings).find((row) => row.name === team)?.pointsFor;

test('staff correct a finished game by one point with a reason; the public page and standings follow', async () => {
  const ticket = await signIn(STAFF_PHONE);
  const { competitionId, game } = await finishedGame(ticket);
  const publicBefore = await api<PublicCompetition>(`/api/competitions/${competitionId}`);
  const started = Date.now();

  const staff = await contextOf(DESKTOP, ticket);
  const desk = await staff.newPage();
  await desk.goto(url(`/admin/competitions/${competitionId}/results`));
  await desk.getByRole('heading', { level: 1, name: '成绩' }).waitFor();
  const correctLink = desk.getByRole('link', {
    name: `更正比分：${game.homeName} 对 ${game.awayName}`,
  });
  await correctLink.waitFor();
  await lookAt(desk, 'results');

  // 导出名单 as CSV: a file Excel opens as UTF-8.
  const [download] = await Promise.all([
    desk.waitForEvent('download'),
    desk.getByRole('button', { name: '导出名单 CSV' }).click(),
  ]);
  const csv = await readFile((await download.path()) as string, 'utf8');
  assert.ok(csv.startsWith('\uFEFF俱乐部,姓名,性别,号码\r\n'), 'the roster CSV starts with a BOM');

  await correctLink.click();
  await desk.getByRole('heading', { level: 1, name: '比赛结果' }).waitFor();
  const add = desk.getByRole('region', { name: '加一分' });
  await add.getByRole('combobox', { name: '得分队', exact: true }).selectOption('home');
  // A correction without its reason is refused beside the field, before anything is sent.
  await add.getByRole('button', { name: '加一分' }).click();
  await add.getByText('请填写更正原因').waitFor();
  await add.getByLabel('更正原因').fill(REASON);
  await add.getByRole('button', { name: '加一分' }).click();
  const corrections = desk.getByRole('region', { name: '更正记录' });
  await corrections.getByText(`为${game.homeName}加一分`).waitFor();
  await corrections.getByText(new RegExp(`周晓东 · .* · 原因：${REASON}`)).waitFor();
  await desk.getByLabel(`比分 ${game.homeScore + 1}:${game.awayScore}`).waitFor();
  await lookAt(desk, 'game');

  // The printable sheet, as it prints: the console's bar and menu are left out.
  await desk.getByRole('link', { name: '打印记分表' }).click();
  await desk.getByRole('heading', { level: 1, name: '记分表' }).waitFor();
  await desk.emulateMedia({ media: 'print' });
  assert.equal(await desk.locator('header').first().isVisible(), false, 'no console bar in print');
  assert.equal(await desk.getByRole('button', { name: '打印' }).isVisible(), false);
  await desk.screenshot({ path: `${SHOTS}/admin-results-sheet-print-1366.png`, fullPage: true });
  await desk.emulateMedia({ media: 'screen' });
  await staff.close();

  // A visitor's competition page: the new score and the standings moved by that point.
  const visitor = await contextOf(DESKTOP);
  const tab = await visitor.newPage();
  await tab.goto(url(`/match/detail?id=${competitionId}`));
  await tab
    .getByText(`${game.homeScore + 1} : ${game.awayScore}`)
    .first()
    .waitFor();
  const publicAfter = await api<PublicCompetition>(`/api/competitions/${competitionId}`);
  const before = pointsForOf(publicBefore, game.homeName) ?? 0;
  assert.equal(pointsForOf(publicAfter, game.homeName), before + 1, 'the standings follow');
  const row = tab.getByRole('row', { name: new RegExp(game.homeName) }).first();
  await row
    .getByRole('cell', { name: String(before + 1), exact: true })
    .first()
    .waitFor();
  console.log(`results: corrected and seen by a visitor in ${Date.now() - started} ms`);
  await visitor.close();

  // The results pages on a phone.
  const small = await contextOf(PHONE, ticket);
  const phone = await small.newPage();
  await phone.goto(url(`/admin/competitions/${competitionId}/results`));
  await phone
    .getByRole('link', { name: `更正比分：${game.homeName} 对 ${game.awayName}` })
    .waitFor();
  await lookAt(phone, 'results');
  await phone.getByRole('link', { name: `更正比分：${game.homeName} 对 ${game.awayName}` }).click();
  await phone
    .getByRole('region', { name: '更正记录' })
    .getByText(REASON, { exact: false })
    .waitFor();
  await lookAt(phone, 'game');
  await phone.goto(url(`/admin/competitions/${competitionId}/games/${game.id}/sheet`));
  await phone.getByRole('button', { name: '打印' }).waitFor();
  await lookAt(phone, 'sheet');
  await small.close();
});
