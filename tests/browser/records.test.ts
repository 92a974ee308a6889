// Records that last (docs/records.md) as a visitor meets them on a phone, against the real server
// and its demo data: a player's record opened from the query centre, with the final placement of
// the team of each competition, then the season leaders from the record; each page with no
// sideways scroll, screenshotted.
import assert from 'node:assert/strict';
import { test } from 'node:test';
import type { Page } from 'playwright-core';
import { PHONE } from './support/launch-browser';
import { waitForApp } from './support/hydration';
import { h1, portalTestBed } from './support/portal-pages';

const SHOTS = 'test-results/screenshots';
const bed = portalTestBed();

async function api<T>(path: string): Promise<T> {
  const response = await fetch(bed.server.baseUrl + path);
  const body = (await response.json()) as { code: number; message: string; data: T };
  assert.equal(body.code, 0, `${path}: ${body.message}`);
  return body.data;
}

async function noSidewaysScroll(tab: Page, what: string) {
  const { scrollWidth, clientWidth } = await tab.evaluate(() => ({
    scrollWidth: document.documentElement.scrollWidth,
    clientWidth: document.documentElement.clientWidth,
  }));
  assert.ok(scrollWidth <= clientWidth, `${what}: ${scrollWidth}px wide in ${clientWidth}px`);
}

test("a player's record from the query centre, then the season leaders, at 390×844", async () => {
  // The demo's top scorer of its first competition: a player with games to show.
  const competition = await api<{ topScorers: { userId: number | null; name: string }[] }>(
    '/api/competitions/1',
  );
  const scorer = competition.topScorers.find((leader) => leader.userId !== null);
  assert.ok(scorer, 'the demo competition has a top scorer with an account');
  const record = await api<{
    total: { goals: number };
    seasons: { season: number }[];
    competitions: { placement: number | null; placedTeams: number | null }[];
  }>(`/api/records/players/${scorer.userId}`);
  assert.ok(record.total.goals > 0, 'the top scorer has goals in their record');
  const placed = record.competitions.find((played) => played.placement !== null);
  assert.ok(placed, "a competition of the top scorer's record has its final placement");

  const context = await bed.browser.newContext(PHONE);
  const tab = await context.newPage();
  try {
    await tab.goto(`${bed.server.baseUrl}/query/player?name=${encodeURIComponent(scorer.name)}`);
    await tab.getByRole('link', { name: scorer.name, exact: true }).first().click();
    await h1(tab).filter({ hasText: scorer.name }).waitFor();
    const section = tab.getByRole('heading', { name: '个人战绩' });
    await section.waitFor();
    await tab.getByText('生涯合计').waitFor();
    await tab.getByText(`得分 ${record.total.goals}`).first().waitFor();
    await tab.getByText(`第 ${placed.placement} 名 / ${placed.placedTeams} 队`).first().waitFor();
    await waitForApp(tab);
    await noSidewaysScroll(tab, "the player's record");
    await section.scrollIntoViewIfNeeded();
    await tab.screenshot({ path: `${SHOTS}/records-player-phone.png`, fullPage: true });

    const season = record.seasons[0]?.season as number;
    await tab.getByRole('link', { name: `查看 ${season} 赛季榜` }).click();
    await h1(tab)
      .filter({ hasText: `${season} 赛季` })
      .waitFor();
    await tab.getByRole('heading', { name: '得分榜' }).waitFor();
    await tab.getByText(/至少出场 \d+ 场方可上榜/).waitFor();
    await waitForApp(tab);
    await noSidewaysScroll(tab, 'the season leaders');
    await tab.screenshot({ path: `${SHOTS}/records-leaders-phone.png`, fullPage: true });
  } finally {
    await context.close();
  }
});
