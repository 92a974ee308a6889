// The live scores (docs/live-scores.md) over real sockets: a competition's stream first sends every
// game's score, then each stored point within a tick, a batch of them as one event; on two
// instances sharing one database a point stored through one reaches a page listening on the other
// (on PostgreSQL, by NOTIFY on the other's own listening connection); a staff write reaches it as a
// `content` event; a refusal is an envelope; stopping the server ends its streams; the server's
// time limits do not cut them.
import { randomUUID } from 'node:crypto';
import net from 'node:net';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { LiveGamesEvent } from '../../src/contract/content-competition';
import type { VolunteerGame } from '../../src/contract/scoring';
import { buildApp } from '../app';
import { localDateString } from '../db/local-date';
import { migrateToLatest } from '../db/migrate';
import { loadDemoData } from '../demo/load-demo-data';
import { buildTestApp, loginAs, openFreshDatabase } from '../test-support/build-test-app';
import { openEventStream, type StreamEvent } from '../test-support/event-stream';
import { buildTwoInstances, type TwoInstances } from '../test-support/two-instances';
import { MAX_STREAMS_PER_ADDRESS } from './live-streams';

let world: TwoInstances;
let volunteer: string;
let staff: string;
let firstBase: string;
let secondBase: string;

beforeAll(async () => {
  world = await buildTwoInstances();
  volunteer = await loginAs(world.first, '13800000003');
  staff = await loginAs(world.first, '13800000000');
  firstBase = await world.first.listen({ host: '127.0.0.1', port: 0 });
  secondBase = await world.second.listen({ host: '127.0.0.1', port: 0 });
});
afterAll(() => world.close());

async function post(app: FastifyInstance, url: string, ticket: string, payload: object) {
  const body = (await app.inject({ method: 'POST', url, headers: { ticket }, payload })).json<{
    code: number;
    message: string;
  }>();
  if (body.code !== 0) throw new Error(`${url}: ${body.message}`);
}

const act = (app: FastifyInstance, action: Record<string, unknown>) =>
  post(app, '/api/volunteer/save/score', volunteer, {
    id: randomUUID(),
    at: Date.now(),
    ...action,
  });

async function gameInPlay(app: FastifyInstance): Promise<VolunteerGame> {
  const response = await app.inject({
    method: 'GET',
    url: '/api/volunteer/date/games',
    headers: { ticket: volunteer },
  });
  const game = response
    .json<{ data: VolunteerGame[] }>()
    .data.find((g) => g.status !== 'finished' && !g.cancelReason);
  if (!game) throw new Error('演示记分员今天没有可记分的比赛');
  if (game.status === 'scheduled') {
    await post(app, '/api/volunteer/begin', volunteer, {
      id: randomUUID(),
      gameId: game.id,
      at: Date.now(),
    });
  }
  return game;
}

const gamesOf = (event: StreamEvent) => (event.data as LiveGamesEvent).games;
const listing =
  (gameId: number, check: (game: LiveGamesEvent['games'][number]) => boolean) =>
  (event: StreamEvent) =>
    event.event === 'games' && gamesOf(event).some((game) => game.id === gameId && check(game));

describe('a competition’s live stream', () => {
  it('sends every game’s score at once, then a point within a tick, unbuffered and uncached', async () => {
    const game = await gameInPlay(world.first);
    const stream = await openEventStream(
      `${firstBase}/api/live/competitions/${game.competitionId}`,
    );
    try {
      expect(stream.status).toBe(200);
      expect(stream.headers['content-type']).toMatch(/^text\/event-stream/);
      expect(stream.headers['cache-control']).toContain('no-transform');
      expect(stream.headers['content-encoding']).toBeUndefined();
      expect(stream.headers['x-content-type-options']).toBe('nosniff');
      const snapshot = await stream.next((event) => event.event === 'games');
      const before = gamesOf(snapshot).find((g) => g.id === game.id);
      expect(before?.status).toBe('live');
      expect(gamesOf(snapshot).every((g) => g.competitionId === game.competitionId)).toBe(true);

      const sentAt = Date.now();
      await act(world.first, { gameId: game.id, team: 'away' });
      const pushed = await stream.next(
        listing(game.id, (g) => g.awayScore === (before?.awayScore ?? 0) + 1),
        1000,
      );
      expect(Date.now() - sentAt).toBeLessThan(1000);
      expect(gamesOf(pushed).find((g) => g.id === game.id)?.version).toBeGreaterThan(
        before?.version ?? 0,
      );
    } finally {
      stream.close();
    }
  });

  it('sends a batch of points as one event with the last score', async () => {
    const game = await gameInPlay(world.first);
    const stream = await openEventStream(
      `${firstBase}/api/live/competitions/${game.competitionId}`,
    );
    try {
      const snapshot = await stream.next((event) => event.event === 'games');
      const before = gamesOf(snapshot).find((g) => g.id === game.id);
      const point = () => ({
        id: randomUUID(),
        at: Date.now(),
        type: 'score',
        gameId: game.id,
        team: 'home',
      });
      await post(world.first, '/api/volunteer/batch', volunteer, {
        actions: [point(), point(), point()],
      });
      await stream.next(listing(game.id, (g) => g.homeScore === (before?.homeScore ?? 0) + 3));
      await expect(
        stream.next(
          listing(game.id, () => true),
          300,
        ),
      ).rejects.toThrow();
    } finally {
      stream.close();
    }
  });

  it('carries a point stored through one instance to a page listening on the other', async () => {
    const game = await gameInPlay(world.first);
    const stream = await openEventStream(
      `${secondBase}/api/live/competitions/${game.competitionId}`,
    );
    try {
      const snapshot = await stream.next((event) => event.event === 'games');
      const before = gamesOf(snapshot).find((g) => g.id === game.id);
      await act(world.first, { gameId: game.id, team: 'home' });
      await act(world.first, { gameId: game.id, team: 'home' });
      await stream.next(
        listing(game.id, (g) => g.homeScore === (before?.homeScore ?? 0) + 2),
        1500,
      );
    } finally {
      stream.close();
    }
  });

  it('tells open pages of a staff write, so they read their competition again', async () => {
    const game = await gameInPlay(world.first);
    const stream = await openEventStream(
      `${secondBase}/api/live/competitions/${game.competitionId}`,
    );
    try {
      await stream.next((event) => event.event === 'games');
      await post(world.first, `/api/admin/schedule/games/${game.id}/cancel`, staff, {
        reason: '场地积水',
      });
      await stream.next((event) => event.event === 'content', 1500);
    } finally {
      stream.close();
    }
  });

  it('refuses a competition that does not exist, or a bad id, as any call does', async () => {
    const missing = await world.first.inject({
      method: 'GET',
      url: '/api/live/competitions/999999',
    });
    expect(missing.statusCode).toBe(200);
    expect(missing.json()).toMatchObject({ code: 1004, message: '赛事不存在' });
    const bad = await world.first.inject({ method: 'GET', url: '/api/live/competitions/abc' });
    expect(bad.json<{ code: number }>().code).not.toBe(0);
  });

  it('bounds the streams one address holds, and frees a place when a page closes', async () => {
    const competitionId = (await gameInPlay(world.first)).competitionId;
    const url = `${firstBase}/api/live/competitions/${competitionId}`;
    // A few more than allowed, all at once: they race past the first check together.
    const all = await Promise.all(
      Array.from({ length: MAX_STREAMS_PER_ADDRESS + 5 }, () => openEventStream(url)),
    );
    const isStream = (stream: (typeof all)[number]) =>
      /^text\/event-stream/.test(stream.headers['content-type'] ?? '');
    const open = all.filter(isStream);
    const refused = all.filter((stream) => !isStream(stream));
    try {
      expect(open.length).toBe(MAX_STREAMS_PER_ADDRESS);
      expect(refused.length).toBe(5);
      expect(refused[0]?.headers['content-type']).toMatch(/^application\/json/);
      for (const stream of refused) stream.close();
      open.pop()?.close();
      await expect.poll(() => world.first.live.streams.count()).toBe(MAX_STREAMS_PER_ADDRESS - 1);
      const again = await openEventStream(url);
      expect(again.status).toBe(200);
      again.close();
    } finally {
      for (const stream of open) stream.close();
    }
    await expect.poll(() => world.first.live.streams.count()).toBe(0);
  });
});

describe('a page that leaves at once', () => {
  it('is not counted as an open stream', async () => {
    const competitionId = (await gameInPlay(world.first)).competitionId;
    const { port } = new URL(firstBase);
    await Promise.all(
      Array.from(
        { length: 20 },
        () =>
          new Promise<void>((done) => {
            const socket = net.connect(Number(port), '127.0.0.1', () => {
              socket.write(
                `GET /api/live/competitions/${competitionId} HTTP/1.1\r\nHost: localhost\r\n\r\n`,
              );
              socket.destroy();
              done();
            });
          }),
      ),
    );
    await new Promise((resolve) => setTimeout(resolve, 300));
    expect(world.first.live.streams.count()).toBe(0);
  });
});

describe('stopping the server', () => {
  it('ends its open streams rather than waiting for them', async () => {
    const test = await buildTestApp({ demo: true });
    const base = await test.app.listen({ host: '127.0.0.1', port: 0 });
    const competition = await test.db
      .selectFrom('games')
      .select('competition_id')
      .executeTakeFirstOrThrow();
    const stream = await openEventStream(
      `${base}/api/live/competitions/${competition.competition_id}`,
    );
    await stream.next((event) => event.event === 'games');
    const startedAt = Date.now();
    await test.close();
    await stream.ended;
    expect(Date.now() - startedAt).toBeLessThan(2000);
  });
});

describe('the server’s own time limits', () => {
  it('keep a stream open past them: the request limit is for receiving, heartbeats beat the idle one', async () => {
    const fresh = await openFreshDatabase();
    await migrateToLatest(fresh.db);
    await loadDemoData(fresh.db, localDateString());
    const app = await buildApp({
      db: fresh.db,
      sms: { send: async () => {}, sendNotice: async () => {} },
      timeouts: { requestMs: 300, headersMs: 200, connectionMs: 600, checkIntervalMs: 50 },
    });
    try {
      const base = await app.listen({ host: '127.0.0.1', port: 0 });
      const { competition_id: competitionId } = await fresh.db
        .selectFrom('games')
        .select('competition_id')
        .executeTakeFirstOrThrow();
      const stream = await openEventStream(`${base}/api/live/competitions/${competitionId}`);
      await stream.next((event) => event.event === 'games');
      let ended = false;
      void stream.ended.then(() => {
        ended = true;
      });
      await new Promise((resolve) => setTimeout(resolve, 2000));
      expect(ended).toBe(false);
      expect(app.live.streams.count()).toBe(1);
      stream.close();
    } finally {
      await app.close();
      await fresh.drop();
    }
  });
});
