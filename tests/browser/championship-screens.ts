// The screens the twelve-team championship test walks through: the console's competition, entry
// and 赛制 pages as staff use them at 1366×900, and the volunteer's phone scoring a game.
import assert from 'node:assert/strict';
import type { Page } from 'playwright-core';
import type { StageGame, StageTeamRef } from '../../src/contract/competition-stages';
import { recordPoint, scoreStatus } from './scoring-steps';
import { localToday } from './support/console-steps';

export const TEMPLATE = '两个小组，各组前四进入四分之一决赛';

interface Steps {
  url: (path: string) => string;
  lookAt: (tab: Page, name: string) => Promise<void>;
}

export function championshipScreens({ url, lookAt }: Steps) {
  /** 新建赛事 for today, entries opened by hand (by its dates it is under way), published. */
  async function createCompetition(desk: Page, name: string): Promise<number> {
    await desk.goto(url('/admin/competitions/new'));
    await desk.getByLabel('赛事名称').fill(name);
    await desk.getByLabel('开始日期').fill(localToday());
    await desk.getByLabel('结束日期').fill(localToday());
    await desk.getByLabel('地点').fill('奥林匹克体育中心');
    await desk.getByLabel('报名开始').fill(localToday());
    await desk.getByLabel('报名截止').fill(localToday());
    await desk.getByLabel('赛事阶段').selectOption({ label: '报名中' });
    await desk.getByRole('button', { name: '保存', exact: true }).click();
    await desk.waitForURL(/\/admin\/competitions\/\d+$/);
    await desk.getByRole('button', { name: '发布', exact: true }).click();
    await desk.getByText('已发布', { exact: true }).waitFor();
    return Number(new URL(desk.url()).pathname.split('/').pop());
  }

  /** 通过 for each club's entry, from the competition's list of entries and back. */
  async function approveAll(desk: Page, competitionId: number, clubs: readonly string[]) {
    await desk.goto(url(`/admin/competitions/${competitionId}/registrations`));
    for (const club of clubs) {
      await desk.getByRole('link', { name: `查看名单 ${club}` }).click();
      await desk.getByRole('button', { name: '通过', exact: true }).click();
      await desk
        .getByRole('alertdialog')
        .getByRole('button', { name: '通过', exact: true })
        .click();
      await desk.getByText('已通过', { exact: true }).first().waitFor();
      await desk.goBack();
    }
  }

  /**
   * 赛制 up to 保存赛制: the template and its preview (games, rounds, games per team, the
   * placeholders), a pool size that does not fit refused in place of the preview, seed 1 moved
   * down so that the serpentine pools follow, six fields from 08:00, games to 3 points.
   */
  async function buildFormat(desk: Page, competitionId: number, entries: StageTeamRef[]) {
    const [first, second] = entries as [StageTeamRef, StageTeamRef];
    await desk.goto(url(`/admin/competitions/${competitionId}/stages`));
    await desk.getByText('已通过报名的队伍：12 支').waitFor();
    await desk.getByLabel('赛制模板').selectOption({ label: TEMPLATE });
    await desk.getByText('共 44 场比赛、8 轮；每队 6–8 场').waitFor();
    await desk.getByRole('cell', { name: 'A组第1 对 B组第4' }).waitFor();
    await desk.getByRole('cell', { name: '第37场胜者 对 第38场胜者 · 决赛' }).waitFor();
    await desk.getByLabel(/各组队数/).fill('7,4');
    await desk.getByText('各组队数之和（11）与参赛队数（12）不符').waitFor();
    await desk.getByLabel(/各组队数/).fill('');
    const pools = desk.getByRole('region', { name: '蛇形分组' });
    await desk.getByRole('button', { name: `下移 ${first.name}` }).click();
    assert.match(await pools.innerText(), new RegExp(`A组\\s*1\\.\\s*${second.name}`));
    assert.match(await pools.innerText(), new RegExp(`B组\\s*2\\.\\s*${first.name}`));
    const fields = [1, 2, 3, 4, 5, 6].map((n) => `${n}号场`).join('\n');
    await desk.getByLabel('场地（每行一个）').fill(fields);
    await desk.getByLabel('第一轮开始时间').fill(`${localToday()}T08:00`);
    await desk.getByLabel('每轮时长（分钟）').fill('20');
    await desk.getByLabel('胜利分').fill('3');
    await desk.getByLabel('半场分').fill('2');
    await lookAt(desk, 'builder');
  }

  async function saveFormat(desk: Page): Promise<void> {
    await desk.getByRole('button', { name: '保存赛制' }).click();
    await desk.getByRole('heading', { name: `当前赛制：${TEMPLATE}` }).waitFor();
  }

  /** The game's card in the volunteer's list (the demo's games of the day may have the same clubs). */
  const gameLink = (tab: Page, game: StageGame) =>
    tab
      .locator(`a[href="/scoring/match/detail?id=${game.gameId}"]`)
      .filter({ hasText: game.home.name })
      .filter({ hasText: game.away.name });

  /** On the phone: opens the game from the day's list. */
  async function openOnPhone(tab: Page, game: StageGame): Promise<void> {
    await tab.goto(url('/scoring/match/list'));
    await gameLink(tab, game).click();
    await tab.waitForURL((address) => address.pathname === '/scoring/match/detail');
  }

  /** On the game's screen: begins it, records its points in order (no scorer named), ends it. */
  async function scoreOnPhone(tab: Page, game: StageGame, points: ('home' | 'away')[]) {
    await tab.getByRole('button', { name: '开始比赛' }).click();
    for (const side of points) await recordPoint(tab, game[side].name, null, null);
    const home = points.filter((side) => side === 'home').length;
    await scoreStatus(tab, home, points.length - home).waitFor();
    await tab.getByRole('button', { name: '结束比赛' }).click();
    await tab
      .getByRole('alertdialog', { name: '结束比赛' })
      .getByRole('button', { name: '确定' })
      .click();
  }

  return {
    createCompetition,
    approveAll,
    buildFormat,
    saveFormat,
    gameLink,
    openOnPhone,
    scoreOnPhone,
  };
}
