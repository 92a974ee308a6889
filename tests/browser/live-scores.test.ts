// The public competition page as a follower watches a game, against the real server: a point
// recorded through the volunteer API shows within a second while every re-read of the page's data
// is aborted, so only the pushed stream can bring it (docs/live-scores.md); the same under the
// installed service worker; and with the stream blocked, the page still shows it by polling.
import assert from 'node:assert/strict';
import { randomUUID } from 'node:crypto';
import { describe, test } from 'node:test';
import type { Page } from 'playwright-core';
import type { VolunteerGame } from '../../src/contract/scoring';
import { waitForApp } from './support/hydration';
import { PHONE } from './support/launch-browser';
import { portalTestBed } from './support/portal-pages';

let volunteer: string;
let game: VolunteerGame;

const bed = portalTestBed(async () => {
  volunteer = (
    await api<{ ticket: string }>('/api/volunteer/login', {
      phone: '13800000003',
      password: 'demo1234',
    })
  ).ticket;
  const games = await api<VolunteerGame[]>('/api/volunteer/date/games');
  const playable = games.find((g) => g.status !== 'finished' && !g.cancelReason);
  assert.ok(playable, '演示记分员今天没有可记分的比赛');
  if (playable.status === 'scheduled') {
    await api('/api/volunteer/begin', { id: randomUUID(), gameId: playable.id, at: Date.now() });
  }
  game = playable;
});

async function api<T>(path: string, body?: object): Promise<T> {
  const response = await fetch(bed.server.baseUrl + path, {
    method: body ? 'POST' : 'GET',
    headers: { 'content-type': 'application/json', ...(volunteer ? { ticket: volunteer } : {}) },
    ...(body ? { body: JSON.stringify(body) } : {}),
  });
  const envelope = (await response.json()) as { code: number; message: string; data: T };
  assert.equal(envelope.code, 0, `${path}: ${envelope.message}`);
  return envelope.data;
}

/** The game's score now, as the server has it. */
async function scoreNow(): Promise<{ home: number; away: number }> {
  const games = await api<VolunteerGame[]>('/api/volunteer/date/games');
  const now = games.find((g) => g.id === game.id);
  assert.ok(now);
  return { home: now.homeScore, away: now.awayScore };
}

const recordPoint = () =>
  api('/api/volunteer/save/score', {
    id: randomUUID(),
    gameId: game.id,
    team: 'home',
    at: Date.now(),
  });

/** The game's row in the page's schedule. */
const gameRow = (tab: Page) =>
  tab
    .getByRole('listitem')
    .filter({ hasText: game.home.name })
    .filter({ hasText: game.away.name })
    .filter({ hasText: game.time })
    .filter({ hasText: game.field });

const competitionAnswer = () => `${bed.server.baseUrl}/api/competitions/${game.competitionId}*`;

describe('a competition page follows a live game', () => {
  test('a point shows within a second with polling cut off: the stream brings it', async () => {
    const context = await bed.browser.newContext({ ...PHONE, serviceWorkers: 'block' });
    try {
      const tab = await context.newPage();
      const streamOpen = tab.waitForResponse((response) =>
        response.url().includes(`/api/live/competitions/${game.competitionId}`),
      );
      await tab.goto(`${bed.server.baseUrl}/match/detail?id=${game.competitionId}`);
      await waitForApp(tab);
      const before = await scoreNow();
      await gameRow(tab)
        .filter({ hasText: `${before.home} : ${before.away}` })
        .waitFor();
      assert.equal(
        (await streamOpen).headers()['content-type'],
        'text/event-stream; charset=utf-8',
      );
      // From here on the page's data answers cannot be read again: only the push can update it.
      let rereads = 0;
      await tab.route(competitionAnswer(), (route) => {
        rereads += 1;
        return route.abort();
      });

      const sentAt = Date.now();
      await recordPoint();
      await gameRow(tab)
        .filter({ hasText: `${before.home + 1} : ${before.away}` })
        .waitFor({ timeout: 1000 });
      const shownAfter = Date.now() - sentAt;
      assert.ok(shownAfter < 1000, `shown after ${shownAfter} ms`);
      assert.equal(rereads, 0, 'the score came with no read of the competition');
      await gameRow(tab).scrollIntoViewIfNeeded();
      await tab.screenshot({ path: 'test-results/screenshots/live-scores-phone.png' });
      assert.equal(
        await tab.evaluate(() => document.documentElement.scrollWidth <= window.innerWidth),
        true,
      );
    } finally {
      await context.close();
    }
  });

  test('under the installed service worker, the stream still brings a point within a second', async () => {
    const context = await bed.browser.newContext(PHONE);
    try {
      const tab = await context.newPage();
      const page = `${bed.server.baseUrl}/match/detail?id=${game.competitionId}`;
      await tab.goto(page);
      await tab.waitForFunction(() => navigator.serviceWorker.controller !== null, undefined, {
        timeout: 30_000,
      });
      // Opened again under the worker's control: its fetch handler sees the stream's request.
      const streamOpen = tab.waitForResponse((response) =>
        response.url().includes(`/api/live/competitions/${game.competitionId}`),
      );
      await tab.goto(page);
      await waitForApp(tab);
      assert.equal(await tab.evaluate(() => navigator.serviceWorker.controller !== null), true);
      await streamOpen;
      const before = await scoreNow();
      await gameRow(tab)
        .filter({ hasText: `${before.home} : ${before.away}` })
        .waitFor();

      const sentAt = Date.now();
      await recordPoint();
      await gameRow(tab)
        .filter({ hasText: `${before.home + 1} : ${before.away}` })
        .waitFor({ timeout: 1000 });
      assert.ok(Date.now() - sentAt < 1000);
    } finally {
      await context.close();
    }
  });

  test('with the stream blocked, the page still shows the point by polling', async () => {
    const context = await bed.browser.newContext({ ...PHONE, serviceWorkers: 'block' });
    try {
      const tab = await context.newPage();
      await tab.route(`${bed.server.baseUrl}/api/live/**`, (route) => route.abort());
      await tab.goto(`${bed.server.baseUrl}/match/detail?id=${game.competitionId}`);
      await waitForApp(tab);
      const before = await scoreNow();
      await gameRow(tab)
        .filter({ hasText: `${before.home} : ${before.away}` })
        .waitFor();

      await recordPoint();
      // Polling reads the competition every 15 s while a game is live.
      await gameRow(tab)
        .filter({ hasText: `${before.home + 1} : ${before.away}` })
        .waitFor({ timeout: 20_000 });
    } finally {
      await context.close();
    }
  });
});
