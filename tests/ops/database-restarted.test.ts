// PostgreSQL restarted under load, behind two instances and nginx: while it is down, requests
// fail cleanly (an envelope with a Chinese message, no stack, no SQL) and the instances stay up;
// once it is back, the pools connect again, reads and writes succeed, and an open page hears the
// points scored after the restart (each instance's live bus listens again).
import assert from 'node:assert/strict';
import { randomUUID } from 'node:crypto';
import { test } from 'node:test';
import { seedDay } from '../../scripts/bench/day-seed.mjs';
import { proxyApi, proxyRequest } from '../browser/support/nginx-proxy';
import { followLive } from './support/live-follower';
import { twoInstancesBehindNginx } from './support/two-instances';

const PASSWORD = 'day-password-2';

const bed = twoInstancesBehindNginx();

const pause = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

test('the database restarted: clean Chinese failures meanwhile, everything working after', async () => {
  const day = await seedDay(bed.postgres.url, 2, PASSWORD);
  const game = day.games[0];
  assert.ok(game);
  const { ticket } = await proxyApi<{ ticket: string }>(bed.proxy, '/api/volunteer/login', {
    body: { phone: game.phone, password: PASSWORD },
  });
  const score = () =>
    proxyRequest(bed.proxy, '/api/volunteer/save/score', {
      body: { id: randomUUID(), gameId: game.gameId, team: 'home', at: Date.now() },
      ticket,
    });
  await proxyApi(bed.proxy, '/api/volunteer/begin', {
    body: { id: randomUUID(), gameId: game.gameId, at: Date.now() },
    ticket,
  });
  const follower = followLive(bed.proxy, day.competitionId);
  try {
    assert.equal(JSON.parse((await score()).body).code, 0);

    await bed.postgres.stop();
    // Reads and writes while it is down, on both instances (nginx alternates between them).
    for (let attempt = 0; attempt < 6; attempt += 1) {
      for (const answer of [
        await score(),
        await proxyRequest(bed.proxy, `/api/games/${game.gameId}`),
      ]) {
        const envelope = JSON.parse(answer.body) as { code: number; message: string };
        assert.equal(answer.status, 503);
        assert.deepEqual(envelope, {
          code: 503,
          message: '数据库暂时无法连接，请稍后再试',
          data: null,
        });
        assert.doesNotMatch(answer.body, /ECONNREFUSED|at \w+ \(|select |insert /i);
      }
    }
    for (const instance of bed.instances) {
      const alive = await fetch(`${instance.baseUrl}/metrics`);
      assert.equal(
        alive.status,
        200,
        'each instance is still up, and answers what needs no database',
      );
    }

    await bed.postgres.start();
    // The pools connect again at the next request: within a few seconds every call succeeds.
    const deadline = Date.now() + 15_000;
    let stored = 0;
    while (stored < 4 && Date.now() < deadline) {
      const envelope = JSON.parse((await score()).body) as { code: number };
      if (envelope.code === 0) stored += 1;
      else await pause(200);
    }
    assert.equal(stored, 4, 'points are stored again after the restart');
    const now = await proxyApi<{ homeScore: number }>(bed.proxy, `/api/games/${game.gameId}`);
    assert.equal(now.homeScore, 5);

    // The open page hears the points scored after the restart, whichever instance stored them.
    const heard = Date.now() + 10_000;
    while (follower.games.get(game.gameId)?.homeScore !== 5 && Date.now() < heard) await pause(100);
    assert.equal(follower.games.get(game.gameId)?.homeScore, 5);
  } finally {
    follower.close();
  }
});
