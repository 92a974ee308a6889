// A page never misses a point when the fan-out tick gathers notices (docs/live-scores.md): after
// any sequence of points, undos (one at a time or several in one batch, as phones send them) and
// staff corrections of a finished game, the score each open page holds of every game is the
// server's. The pages are followed as src/features/match/live-games.ts follows them — a push older
// than one applied is ignored, a `content` event reads the competition again — on two instances
// sharing one database (on PostgreSQL the second hears the first by NOTIFY), with every notice
// gathered for a tick, as an instance with a thousand pages open does.
import { randomUUID } from 'node:crypto';
import fc from 'fast-check';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, expect, it } from 'vitest';
import type { GameResult } from '../../src/contract/admin-results';
import type { CompetitionDetail, LiveGamesEvent } from '../../src/contract/content-competition';
import type { VolunteerGame } from '../../src/contract/scoring';
import { loginAs } from '../test-support/build-test-app';
import { openEventStream, type EventStreamClient } from '../test-support/event-stream';
import { buildTwoInstances, type TwoInstances } from '../test-support/two-instances';

/** Every page gathers: the threshold is the one a crowd of pages crosses. */
const GATHERING = { fanoutAtOnceBelow: 0, fanoutTickMs: 500 };
const SETTLE_MS = 5000;

let world: TwoInstances;
let volunteer: string;
let staff: string;
let live: VolunteerGame;
let finishedId: number;
const pages: Page[] = [];

interface Score {
  home: number;
  away: number;
}

interface Page {
  scores: Map<number, Score>;
  stop: () => void;
}

async function call<T>(
  app: FastifyInstance,
  method: 'GET' | 'POST',
  url: string,
  ticket: string,
  payload?: object,
): Promise<T> {
  const body = (await app.inject({ method, url, headers: { ticket }, payload })).json<{
    code: number;
    message: string;
    data: T;
  }>();
  if (body.code !== 0) throw new Error(`${url}: ${body.message}`);
  return body.data;
}

/** Follows a stream as the page does, until stopped. */
async function follow(app: FastifyInstance, base: string): Promise<Page> {
  const competitionId = live.competitionId;
  const stream: EventStreamClient = await openEventStream(
    `${base}/api/live/competitions/${competitionId}`,
  );
  const scores = new Map<number, Score>();
  const versions = new Map<number, number>();
  let stopped = false;
  const take = async () => {
    while (!stopped) {
      const event = await stream.next(() => true, 60_000).catch(() => null);
      if (!event) continue;
      if (event.event === 'games') {
        for (const game of (event.data as LiveGamesEvent).games) {
          if (game.version < (versions.get(game.id) ?? 0)) continue;
          versions.set(game.id, game.version);
          scores.set(game.id, { home: game.homeScore, away: game.awayScore });
        }
      } else if (event.event === 'content') {
        const competition = await call<CompetitionDetail>(
          app,
          'GET',
          `/api/competitions/${competitionId}`,
          '',
        ).catch((error: unknown) => {
          // A read still on its way when the test ends meets the instances closing: its failure
          // is the teardown's. Any failure before that is the page's, and fails the run.
          if (stopped) return null;
          throw error;
        });
        if (!competition) continue;
        for (const game of competition.games)
          scores.set(game.id, { home: game.homeScore, away: game.awayScore });
      }
    }
  };
  void take();
  return {
    scores,
    stop: () => {
      stopped = true;
      stream.close();
    },
  };
}

async function serverScores(): Promise<Map<number, Score>> {
  const rows = await world.db
    .selectFrom('games')
    .select(['id', 'home_score', 'away_score'])
    .where('id', 'in', [live.id, finishedId])
    .execute();
  return new Map(rows.map((row) => [row.id, { home: row.home_score, away: row.away_score }]));
}

const scoresOf = (page: Page, ids: number[]) => ids.map((id) => page.scores.get(id));

beforeAll(async () => {
  world = await buildTwoInstances({ liveStreams: GATHERING });
  volunteer = await loginAs(world.first, '13800000003');
  staff = await loginAs(world.first, '13800000000');
  const games = await call<VolunteerGame[]>(
    world.first,
    'GET',
    '/api/volunteer/date/games',
    volunteer,
  );
  const game = games.find((g) => g.status !== 'finished' && !g.cancelReason);
  if (!game) throw new Error('演示记分员今天没有可记分的比赛');
  if (game.status === 'scheduled') {
    await call(world.first, 'POST', '/api/volunteer/begin', volunteer, {
      id: randomUUID(),
      gameId: game.id,
      at: Date.now(),
    });
  }
  live = game;
  const finished = await world.db
    .selectFrom('games')
    .select('id')
    .where('competition_id', '=', game.competitionId)
    .where('status', '=', 'finished')
    .where('cancelled_at', 'is', null)
    .orderBy('id')
    .executeTakeFirstOrThrow();
  finishedId = finished.id;
  const firstBase = await world.first.listen({ host: '127.0.0.1', port: 0 });
  const secondBase = await world.second.listen({ host: '127.0.0.1', port: 0 });
  pages.push(await follow(world.first, firstBase), await follow(world.second, secondBase));
});
afterAll(async () => {
  for (const page of pages) page.stop();
  await world.close();
});

type Step =
  | { kind: 'points'; teams: ('home' | 'away')[]; undoAfter: boolean }
  | { kind: 'undo' }
  | { kind: 'correct'; team: 'home' | 'away' }
  | { kind: 'uncorrect' };

const team = fc.constantFrom('home' as const, 'away' as const);
// Corrections are rarer, as on a real day: each `content` event makes the page read everything
// again, which would mend a page that the pushes had left behind and hide the fault looked for.
const step: fc.Arbitrary<Step> = fc.oneof(
  {
    weight: 6,
    arbitrary: fc.record({
      kind: fc.constant('points' as const),
      teams: fc.array(team, { minLength: 1, maxLength: 3 }),
      undoAfter: fc.boolean(),
    }),
  },
  { weight: 3, arbitrary: fc.constant({ kind: 'undo' as const }) },
  { weight: 1, arbitrary: fc.record({ kind: fc.constant('correct' as const), team }) },
  { weight: 1, arbitrary: fc.constant({ kind: 'uncorrect' as const }) },
);

/**
 * After a step: none, or past the feed's 50 ms tick, so that one fan-out tick gathers several of
 * the feed's notices (the newest state of a game must win) as well as one notice of several points.
 */
const pause = fc.constantFrom(0, 60, 60);

/** The live game's scores not yet undone, newest last: what an undo may take back. */
const undoable: string[] = [];

async function play(next: Step): Promise<void> {
  const score = (side: 'home' | 'away') => ({
    type: 'score',
    id: randomUUID(),
    at: Date.now(),
    gameId: live.id,
    team: side,
  });
  const undo = (id: string) => ({ type: 'deleteScore', id, at: Date.now(), gameId: live.id });
  if (next.kind === 'points') {
    // One batch, as a phone back online sends what it queued: its points, and maybe an undo.
    const actions: object[] = next.teams.map(score);
    const ids = actions.map((action) => (action as { id: string }).id);
    if (next.undoAfter) actions.push(undo(ids.pop() as string));
    await call(world.first, 'POST', '/api/volunteer/batch', volunteer, { actions });
    undoable.push(...ids);
  } else if (next.kind === 'undo') {
    const id = undoable.pop();
    if (id)
      await call(world.first, 'POST', '/api/volunteer/batch', volunteer, { actions: [undo(id)] });
  } else if (next.kind === 'correct') {
    await call(world.first, 'POST', `/api/admin/results/games/${finishedId}/points`, staff, {
      team: next.team,
      reason: '记分员漏记了一分',
    });
  } else {
    const result = await call<GameResult>(
      world.first,
      'GET',
      `/api/admin/results/games/${finishedId}`,
      staff,
    );
    const last = result.points.at(-1);
    if (last) {
      await call(
        world.first,
        'POST',
        `/api/admin/results/games/${finishedId}/points/remove`,
        staff,
        {
          scoreId: last.id,
          reason: '多记了一分',
        },
      );
    }
  }
}

/** Until every page holds the server's scores, or SETTLE_MS passes: then they are compared. */
async function settled(): Promise<Map<number, Score>> {
  const deadline = Date.now() + SETTLE_MS;
  const ids = [live.id, finishedId];
  for (;;) {
    const server = await serverScores();
    const want = JSON.stringify(ids.map((id) => server.get(id)));
    const all = pages.every((page) => JSON.stringify(scoresOf(page, ids)) === want);
    if (all || Date.now() > deadline) return server;
    await new Promise((resolve) => setTimeout(resolve, 20));
  }
}

it('leaves every page holding the server’s score after any points, undos and corrections', async () => {
  await fc.assert(
    fc.asyncProperty(
      fc.array(fc.tuple(step, pause), { minLength: 1, maxLength: 8 }),
      async (steps) => {
        for (const [next, ms] of steps) {
          await play(next);
          await new Promise((resolve) => setTimeout(resolve, ms));
        }
        const server = await settled();
        for (const page of pages) {
          expect(scoresOf(page, [live.id, finishedId])).toEqual([
            server.get(live.id),
            server.get(finishedId),
          ]);
        }
      },
    ),
    { numRuns: 10 },
  );
});
