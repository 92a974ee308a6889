// A championship day on two instances behind nginx (deploy/nginx/feipan.conf) on one PostgreSQL,
// and one instance killed with SIGKILL in the middle of it: the phones carry on through the
// other (each resends what got no answer, with the same action ids, as the scoring app does), an
// open competition page reconnects and keeps up, and in the end the database holds every action
// a phone was told was stored, once, nothing else, and scores that are exactly those actions.
import assert from 'node:assert/strict';
import { randomUUID } from 'node:crypto';
import { test } from 'node:test';
import { seedDay, storedEvents } from '../../scripts/bench/day-seed.mjs';
import { proxyApi, proxyRequest } from '../browser/support/nginx-proxy';
import type { RunningServer } from '../browser/support/start-server';
import { followLive } from './support/live-follower';
import { twoInstancesBehindNginx } from './support/two-instances';

const GAMES = 8;
const PASSWORD = 'day-password-1';
const PLAY_MS = 6_000;
const KILL_AFTER_MS = 2_500;

const bed = twoInstancesBehindNginx();

interface Phone {
  gameId: number;
  ticket: string;
  /** The ids of score actions the server said it stored, by team. */
  acknowledged: { home: string[]; away: string[] };
  refusals: string[];
  resends: number;
}

/** How many live streams an instance holds, from its own /metrics (read from this machine). */
async function openStreams(instance: RunningServer): Promise<number> {
  const text = await (await fetch(`${instance.baseUrl}/metrics`)).text();
  return Number(text.match(/^feipan_live_streams_open (\d+)$/m)?.[1]);
}

const pause = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/** Sends one batch until an answer comes back, the same actions every time. */
async function sendUntilAnswered(phone: Phone, actions: object[]) {
  for (;;) {
    try {
      const answer = await proxyRequest(bed.proxy, '/api/volunteer/batch', {
        body: { actions },
        ticket: phone.ticket,
      });
      const envelope = answer.status === 200 ? JSON.parse(answer.body) : null;
      if (envelope?.code === 0)
        return envelope.data.results as { id: string; code: number; message: string }[];
    } catch {
      // No answer: the connection died with its instance.
    }
    phone.resends += 1;
    await pause(200);
  }
}

async function play(phone: Phone, until: number) {
  while (Date.now() < until) {
    const actions = Array.from({ length: 1 + Math.floor(Math.random() * 2) }, () => ({
      type: 'score',
      id: randomUUID(),
      gameId: phone.gameId,
      team: Math.random() < 0.5 ? 'home' : 'away',
      at: Date.now(),
    }));
    const results = await sendUntilAnswered(phone, actions);
    for (const [index, result] of results.entries()) {
      const action = actions[index] as { id: string; team: 'home' | 'away' };
      if (result.code === 0) phone.acknowledged[action.team].push(action.id);
      else phone.refusals.push(`${result.code} ${result.message}`);
    }
    await pause(100 + Math.random() * 100);
  }
}

test('one instance killed mid-day: nothing acknowledged is lost or stored twice, pages keep up', async () => {
  const day = await seedDay(bed.postgres.url, GAMES, PASSWORD);
  const phones: Phone[] = [];
  for (const game of day.games) {
    const { ticket } = await proxyApi<{ ticket: string }>(bed.proxy, '/api/volunteer/login', {
      body: { phone: game.phone, password: PASSWORD },
    });
    const phone: Phone = {
      gameId: game.gameId,
      ticket,
      acknowledged: { home: [], away: [] },
      refusals: [],
      resends: 0,
    };
    const [begun] = await sendUntilAnswered(phone, [
      { type: 'begin', id: randomUUID(), gameId: game.gameId, at: Date.now() },
    ]);
    assert.equal(begun?.code, 0, begun?.message);
    phones.push(phone);
  }
  const follower = followLive(bed.proxy, day.competitionId);
  try {
    const until = Date.now() + PLAY_MS;
    const playing = Promise.all(phones.map((phone) => play(phone, until)));
    await pause(KILL_AFTER_MS);
    // The instance to kill is the one the page's stream is on: its /metrics says so.
    const streamsOn = await Promise.all(bed.instances.map(openStreams));
    assert.deepEqual([...streamsOn].sort(), [0, 1], 'the page has one stream, on one instance');
    await bed.instances[streamsOn.indexOf(1)]?.kill();
    await playing;

    assert.deepEqual(
      phones.flatMap((phone) => phone.refusals),
      [],
      'no action was refused',
    );
    const scores = phones.flatMap((phone) => [
      ...phone.acknowledged.home,
      ...phone.acknowledged.away,
    ]);
    assert.ok(scores.length > GAMES * 10, `the phones scored ${scores.length} points`);

    // What the database holds: every acknowledged point, once, and no other.
    const stored = await storedEvents(
      bed.postgres.url,
      day.games.map((game) => game.gameId),
    );
    const storedScores = stored.filter((event) => event.kind === 'score').map((event) => event.id);
    assert.equal(new Set(storedScores).size, storedScores.length, 'no point stored twice');
    assert.deepEqual([...storedScores].sort(), [...scores].sort());

    // Each game's score is exactly its acknowledged points, and the open page shows it.
    for (const phone of phones) {
      const game = await proxyApi<{ homeScore: number; awayScore: number }>(
        bed.proxy,
        `/api/games/${phone.gameId}`,
      );
      assert.deepEqual(
        { home: game.homeScore, away: game.awayScore },
        { home: phone.acknowledged.home.length, away: phone.acknowledged.away.length },
      );
    }
    const deadline = Date.now() + 5_000;
    const shown = () =>
      phones.every((phone) => {
        const pushed = follower.games.get(phone.gameId);
        return (
          pushed?.homeScore === phone.acknowledged.home.length &&
          pushed.awayScore === phone.acknowledged.away.length
        );
      });
    while (!shown() && Date.now() < deadline) await pause(100);
    assert.ok(follower.connections() >= 2, 'the page connected again after its instance died');
    assert.ok(shown(), 'the open page shows every final score');
  } finally {
    follower.close();
  }
});
