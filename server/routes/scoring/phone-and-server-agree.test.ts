// Property: the phone and the server show the same game. A random volunteer's log (begins,
// scores with right and wrong players, voids of points, of void points and of unknown ones,
// renames, timeouts, finishes) goes to the real server as the phone sends it, with first tries
// lost, resends and retries overtaken by later actions, one call at a time or in batches. The
// phone's own path (its log marked by the server's answers, merged with the server's log once
// read, derived as the screen shows it) must then show what the server answers for the game and
// the public match page: score, halftime, timeouts, winner and the points, and each point's
// ratio and line as the server stored them. Delivered in order
// without losses, the phone's view before any answer must already be the server's.
import fc from 'fast-check';
import type { Kysely } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Database } from '../../db/schema';
import { derive, type GameState } from '../../../src/contract/scoring/derive';
import { keepAccepted } from '../../../src/contract/scoring/keep-accepted';
import type { GameDetail } from '../../../src/contract/content-competition';
import type {
  BatchItemResult,
  GameRosters,
  Ratio,
  Team,
  VolunteerGame,
  VolunteerGameDetail,
} from '../../../src/contract/scoring';
// The phone's pure path, run as the screen runs it: a test only, nothing of it ships with the server.
/* eslint-disable local/import-boundaries */
import { gameStateOf } from '../../../src/features/scoring/local/game-state-of';
import {
  eventOfLogged,
  mergeServerLog,
} from '../../../src/features/scoring/local/merge-server-log';
import type { ScoringAction } from '../../../src/features/scoring/local/scoring-action';
import type { LoggedAction } from '../../../src/features/scoring/local/scoring-tables';
import { toWireAction } from '../../../src/features/scoring/sync/to-wire-action';
import { shownScore } from '../../../src/features/scoring/screens/shown-score';
/* eslint-enable local/import-boundaries */
import { buildTestApp, type TestApp } from '../../test-support/build-test-app';
import {
  call,
  seedScoringFixture,
  type ScoringFixture,
} from '../../test-support/scoring-test-fixture';

interface RunGame {
  gameId: number;
  home: number[];
  away: number[];
}

let t: TestApp;
let f: ScoringFixture;
beforeAll(async () => {
  t = await buildTestApp();
  f = await seedScoringFixture(t.db);
});
afterAll(() => t.close());

/**
 * A fresh game for each run, like the fixture's (rules, teams, the volunteer assigned, three
 * players a side), with halftime at 3 points so short logs reach the second half. One database
 * for the whole property keeps fifty runs quick; each run's ids are its own.
 */
async function freshGame(db: Kysely<Database>): Promise<RunGame> {
  const { id: modelId, ...model } = await db
    .selectFrom('games')
    .selectAll()
    .where('id', '=', f.gameId)
    .executeTakeFirstOrThrow();
  const { id: gameId } = await db
    .insertInto('games')
    .values({ ...model, halftime_at: 3, ratio_rule: 'A', track_lines: 1 })
    .returning('id')
    .executeTakeFirstOrThrow();
  await db
    .insertInto('volunteer_assignments')
    .columns(['game_id', 'user_id'])
    .expression((eb) =>
      eb
        .selectFrom('volunteer_assignments')
        .select((inner) => [inner.val(gameId).as('game_id'), 'user_id'])
        .where('game_id', '=', modelId),
    )
    .execute();
  const roster = async (team: Team) => {
    const rows = await db
      .insertInto('game_players')
      .values(
        ['张伟', '李娜', '王强'].map((name, i) => ({
          game_id: gameId,
          team,
          user_id: null,
          name,
          number: i + 1,
        })),
      )
      .returning('id')
      .execute();
    return rows.map((row) => row.id);
  };
  return { gameId, home: await roster('home'), away: await roster('away') };
}

/** 0–2: a player of the team's roster, 3–5: of the other team's, 6: nobody on the game. */
const playerArb = fc.option(fc.nat(6), { nil: null });
const teamArb = fc.constantFrom<Team>('home', 'away');

type Step =
  | { kind: 'begin' | 'finish' }
  | {
      kind: 'score';
      team: Team;
      scorer: number | null;
      assist: number | null;
      ratio: Ratio | null;
      /** Players picked for the scoring team's line (playerArb's picks), or none recorded. */
      line: number[] | null;
    }
  /** The nth score so far (void or not), or a score this game never saw. */
  | { kind: 'void'; target: number | 'unknown' }
  | { kind: 'rename'; team: Team; player: number | null; name: string }
  | { kind: 'timeout'; team: Team };

const stepArb: fc.Arbitrary<Step> = fc.oneof(
  { weight: 1, arbitrary: fc.constant({ kind: 'begin' as const }) },
  {
    weight: 6,
    arbitrary: fc.record({
      kind: fc.constant('score' as const),
      team: teamArb,
      scorer: playerArb,
      assist: playerArb,
      ratio: fc.option(fc.constantFrom<Ratio>('F4', 'M4'), { nil: null }),
      line: fc.option(fc.uniqueArray(fc.nat(6), { maxLength: 4 }), { nil: null }),
    }),
  },
  {
    weight: 2,
    arbitrary: fc.record({
      kind: fc.constant('void' as const),
      target: fc.oneof(fc.nat(20), fc.constant('unknown' as const)),
    }),
  },
  {
    weight: 1,
    arbitrary: fc.record({
      kind: fc.constant('rename' as const),
      team: teamArb,
      player: playerArb,
      name: fc.constantFrom('李雷', '韩梅梅', '王强'),
    }),
  },
  { weight: 2, arbitrary: fc.record({ kind: fc.constant('timeout' as const), team: teamArb }) },
  { weight: 1, arbitrary: fc.constant({ kind: 'finish' as const }) },
);

const scenarioArb = fc
  .tuple(fc.boolean(), fc.array(stepArb, { minLength: 1, maxLength: 30 }))
  .chain(([opensWithBegin, rest]) => {
    const steps: Step[] = opensWithBegin ? [{ kind: 'begin' }, ...rest] : rest;
    return fc.record({
      steps: fc.constant(steps),
      deliveries: fc.array(
        fc.record({ lost: fc.boolean(), retries: fc.array(fc.nat(8), { maxLength: 2 }) }),
        { minLength: steps.length, maxLength: steps.length },
      ),
      inOrder: fc.boolean(),
      batchSize: fc.constantFrom(0, 1, 5, 50),
    });
  });

const START = Date.UTC(2026, 10, 22, 9);

/** The phone's log of the steps, as its store stamps each action. */
function phoneLog(steps: readonly Step[], game: RunGame, run: number): ScoringAction[] {
  const playerId = (team: Team, pick: number | null) => {
    if (pick === null) return null;
    const [own, other] = team === 'home' ? [game.home, game.away] : [game.away, game.home];
    return pick < 3 ? (own[pick] ?? null) : pick < 6 ? (other[pick - 3] ?? null) : 999_999;
  };
  const scoreIds: string[] = [];
  return steps.map((step, i): ScoringAction => {
    const stamp = {
      id: `r${run}-a${i}`,
      gameId: game.gameId,
      deviceId: 'phone',
      seq: i + 1,
      at: START + i * 1000,
    };
    switch (step.kind) {
      case 'begin':
      case 'finish':
        return { ...stamp, type: step.kind };
      case 'timeout':
        return { ...stamp, type: 'timeout', team: step.team };
      case 'score':
        scoreIds.push(stamp.id);
        return {
          ...stamp,
          type: 'score',
          team: step.team,
          scorerId: playerId(step.team, step.scorer),
          assistId: playerId(step.team, step.assist),
          ratio: step.ratio,
          [step.team === 'home' ? 'homeLine' : 'awayLine']: step.line && [
            ...new Set(step.line.map((pick) => playerId(step.team, pick) ?? 0)),
          ],
        };
      case 'void': {
        const known =
          step.target === 'unknown' ? undefined : scoreIds[step.target % (scoreIds.length || 1)];
        return { ...stamp, type: 'deleteScore', scoreId: known ?? `r${run}-never-${i}` };
      }
      case 'rename':
        return {
          ...stamp,
          type: 'saveName',
          team: step.team,
          playerId: playerId(step.team, step.player),
          name: step.name,
          number: i,
        };
    }
  });
}

const SINGLE_PATHS = {
  begin: 'begin',
  finish: 'finished',
  score: 'save/score',
  deleteScore: 'delete/score',
  saveName: 'save/name',
  timeout: 'timeout',
  confirmDuplicate: 'confirm/duplicate',
} as const;

const shown = (state: GameState) => ({
  status: state.status,
  score: [state.homeScore, state.awayScore],
  halftime: state.halftime && {
    at: state.halftime.at,
    team: state.halftime.team,
    homeScore: state.halftime.homeScore,
    awayScore: state.halftime.awayScore,
  },
  timeoutsUsed: state.timeoutsUsed,
  winner: state.winner,
});

/** What the ratios and lines derive to (docs/scoring-model.md, "Mixed games", "Lines"). */
const shownPoints = (state: GameState) => ({
  ratios: state.timeline.map((point) => [point.ratio, point.ratioMismatch]),
  nextRatio: state.nextRatio,
  lineStats: state.lineStats,
});

describe('the phone and the server', () => {
  it('show the same game, whatever the network does to the actions', async () => {
    let run = 0;
    await fc.assert(
      fc.asyncProperty(scenarioArb, async ({ steps, deliveries, inOrder, batchSize }) => {
        run += 1;
        const game = await freshGame(t.db);
        const ticket = f.tickets.volunteer;
        const get = async <T>(url: string) => (await call<T>(t.app, ticket, 'GET', url)).data;
        const listed = (await get<VolunteerGame[]>('/api/volunteer/date/games')).find(
          (listedGame) => listedGame.id === game.gameId,
        );
        if (!listed) throw new Error('the run’s game is not among the volunteer’s games');
        const rostersBefore = await get<GameRosters>(`/api/volunteer/players/${game.gameId}`);
        const log = phoneLog(steps, game, run);

        // Each action goes in order unless its first try is lost; retries and resends land later.
        const schedule = log.flatMap((action, i) => {
          const { lost, retries } = deliveries[i] ?? { lost: false, retries: [] };
          if (inOrder) return [{ key: i, action }];
          const later = lost && retries.length === 0 ? [0] : retries;
          return [
            ...(lost ? [] : [{ key: i, action }]),
            ...later.map((offset, r) => ({ key: i + offset + 0.5 + r / 10, action })),
          ];
        });
        const delivered = schedule.sort((a, b) => a.key - b.key).map((s) => s.action);

        const answers: number[] = [];
        if (batchSize === 0) {
          for (const action of delivered) {
            const { type, ...body } = toWireAction(action);
            const method = type === 'deleteScore' ? 'DELETE' : 'POST';
            const url = `/api/volunteer/${SINGLE_PATHS[type]}`;
            answers.push((await call(t.app, ticket, method, url, body)).code);
          }
        } else {
          for (let i = 0; i < delivered.length; i += batchSize) {
            const actions = delivered.slice(i, i + batchSize).map(toWireAction);
            const url = '/api/volunteer/batch';
            const answer = await call<{ results: BatchItemResult[] }>(t.app, ticket, 'POST', url, {
              actions,
            });
            answers.push(...answer.data.results.map((result) => result.code));
          }
        }
        // Each action is marked by the last answer it got, as the phone's outbox settles it.
        const lastAnswer = new Map(delivered.map((action, i) => [action, answers[i]]));
        const marked: LoggedAction[] = log.map((action) => ({
          ...action,
          sync: lastAnswer.get(action) === 0 ? 'synced' : 'rejected',
        }));

        const detail = await get<VolunteerGameDetail>(`/api/volunteer/game/${game.gameId}`);
        const rosters = await get<GameRosters>(`/api/volunteer/players/${game.gameId}`);
        const server = {
          status: detail.status,
          score: [detail.homeScore, detail.awayScore],
          halftime: detail.halftime,
          timeoutsUsed: detail.timeoutsUsed,
          winner: detail.winner,
        };
        const pulled = gameStateOf(detail, rosters, marked);
        expect(shown(pulled)).toEqual(server);
        // The ratio and lines of each counted point are the ones the server stored.
        const counted = detail.events.filter((e) => e.kind === 'score' && !e.voided);
        expect(pulled.timeline.map((p) => [p.scoreId, p.ratio, p.homeLine, p.awayLine])).toEqual(
          counted.map((e) => [e.id, e.ratio ?? null, e.homeLine ?? null, e.awayLine ?? null]),
        );
        const serverSide = derive(detail.rules, detail.events, { status: detail.status });
        expect(shownPoints(pulled)).toEqual(shownPoints(serverSide));
        expect(shownScore(detail, pulled)).toEqual({
          home: detail.homeScore,
          away: detail.awayScore,
        });
        expect(shown(gameStateOf(listed, rostersBefore, marked))).toEqual(server);

        const match = (
          await t.app.inject({ method: 'GET', url: `/api/games/${game.gameId}` })
        ).json<{
          data: GameDetail;
        }>().data;
        expect({
          status: match.status,
          score: [match.homeScore, match.awayScore],
          points: match.timeline.map((p) => [p.id, p.homeScore, p.awayScore]),
        }).toEqual({
          status: pulled.status,
          score: [pulled.homeScore, pulled.awayScore],
          points: pulled.timeline.map((p) => [p.scoreId, p.homeScore, p.awayScore]),
        });

        if (inOrder) {
          const pending = log.map((action): LoggedAction => ({ ...action, sync: 'pending' }));
          const beforeAnswers = gameStateOf(listed, rostersBefore, pending);
          expect(shown(beforeAnswers)).toEqual(server);
          expect(shownPoints(beforeAnswers)).toEqual(shownPoints(pulled));
          // The phone refuses exactly what the server refused.
          const kept = keepAccepted(listed.rules, mergeServerLog(undefined, pending), {
            status: listed.status,
            roster: new Map([
              ...rostersBefore.home.map((p) => [p.id, 'home'] as const),
              ...rostersBefore.away.map((p) => [p.id, 'away'] as const),
            ]),
          });
          const accepted = log.filter((_, i) => answers[i] === 0).map((a) => eventOfLogged(a).id);
          expect(new Set(kept.map((event) => event.id))).toEqual(new Set(accepted));
        }
      }),
      { numRuns: 50 },
    );
  }, 120_000);
});
