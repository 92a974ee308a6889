// Property: whatever the network does to a volunteer's actions (resends, retries overtaken by
// later actions), the server's derived score is exactly what its accepted actions say, every
// answer is the one a model of the rules predicts, and without lost first tries the score is the
// one the volunteer intended.
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { buildTestApp } from '../../test-support/build-test-app';
import type { BatchItemResult } from '../../../src/contract/scoring';
import { derive } from '../../../src/contract/scoring/derive';
import { toScoringEvents } from '../../domain/games-and-scoring/game-event-log';
import { rulesOf } from '../../domain/games-and-scoring/game-view';
import { call, seedScoringFixture } from '../../test-support/scoring-test-fixture';

type Step =
  | { kind: 'score'; team: 'home' | 'away'; scorer: number | null; assist: number | null }
  | { kind: 'void'; target: number; withGameId: boolean }
  | { kind: 'finish' };

interface Action {
  id: string;
  at: number;
  step: Step | { kind: 'begin' };
  /** For voids: the id of the score voided. */
  scoreId?: string;
}

const stepArb: fc.Arbitrary<Step> = fc.oneof(
  {
    weight: 6,
    arbitrary: fc.record({
      kind: fc.constant('score' as const),
      team: fc.constantFrom('home' as const, 'away' as const),
      scorer: fc.option(fc.nat(2), { nil: null }),
      assist: fc.option(fc.nat(2), { nil: null }),
    }),
  },
  {
    weight: 2,
    arbitrary: fc.record({
      kind: fc.constant('void' as const),
      target: fc.nat(),
      withGameId: fc.boolean(),
    }),
  },
  { weight: 1, arbitrary: fc.constant({ kind: 'finish' as const }) },
);

const deliveryArb = fc.record({
  /** The first try never reached the server. */
  lost: fc.boolean(),
  /** How many actions later each retry or resend arrives. */
  retries: fc.array(fc.nat(12), { maxLength: 2 }),
});

const scenarioArb = fc.array(stepArb, { minLength: 1, maxLength: 25 }).chain((steps) =>
  fc.record({
    steps: fc.constant(steps),
    deliveries: fc.array(deliveryArb, { minLength: steps.length + 1, maxLength: steps.length + 1 }),
    withLosses: fc.boolean(),
    batchSize: fc.constantFrom(0, 1, 4, 50),
  }),
);

function toActions(steps: Step[]): Action[] {
  const actions: Action[] = [{ id: 'a0', at: 1000, step: { kind: 'begin' } }];
  const scoreIds: string[] = [];
  steps.forEach((step, i) => {
    const id = `a${i + 1}`;
    const at = 1000 + (i + 1) * 10;
    if (step.kind === 'void') {
      if (scoreIds.length === 0) return;
      actions.push({ id, at, step, scoreId: scoreIds[step.target % scoreIds.length] });
      return;
    }
    if (step.kind === 'score') scoreIds.push(id);
    actions.push({ id, at, step });
  });
  return actions;
}

/** The server's rules, as a model: what it should accept in this delivery order, and the score. */
function model(delivered: Action[]) {
  let status: 'scheduled' | 'live' | 'finished' = 'scheduled';
  const stored = new Map<string, Action>();
  const voids = new Set<string>();
  const accepted = delivered.map((a) => {
    const { step } = a;
    if (step.kind === 'void') {
      const scoreId = a.scoreId as string;
      if (voids.has(scoreId)) return true;
      if (!stored.has(scoreId) && !step.withGameId) return false;
      if (status === 'finished') return false;
      voids.add(scoreId);
      return true;
    }
    if (stored.has(a.id)) return true;
    if (step.kind === 'score' && status !== 'live') return false;
    if (step.kind === 'finish' && status === 'scheduled') return false;
    if (step.kind === 'begin' && status === 'scheduled') status = 'live';
    if (step.kind === 'finish' && status === 'live') status = 'finished';
    stored.set(a.id, a);
    return true;
  });
  const score = { home: 0, away: 0 };
  for (const a of stored.values())
    if (a.step.kind === 'score' && !voids.has(a.id)) score[a.step.team] += 1;
  return { accepted, score };
}

describe('volunteer actions under resends and reordered retries', () => {
  it('keep the derived score equal to the accepted actions, and to the intended one without losses', async () => {
    await fc.assert(
      fc.asyncProperty(scenarioArb, async ({ steps, deliveries, withLosses, batchSize }) => {
        const t = await buildTestApp();
        try {
          const f = await seedScoringFixture(t.db);
          const actions = toActions(steps);
          const body = (a: Action): Record<string, unknown> => {
            const { step } = a;
            if (step.kind === 'void') {
              return {
                type: 'deleteScore',
                id: a.scoreId,
                at: a.at,
                ...(step.withGameId ? { gameId: f.gameId } : {}),
              };
            }
            if (step.kind === 'score') {
              const roster = step.team === 'home' ? f.home : f.away;
              const scorer = step.scorer === null ? null : roster[step.scorer];
              const assist =
                step.assist === null || step.assist === step.scorer ? null : roster[step.assist];
              return {
                type: 'score',
                id: a.id,
                gameId: f.gameId,
                team: step.team,
                scorerId: scorer,
                assistId: assist,
                at: a.at,
              };
            }
            return { type: step.kind, id: a.id, gameId: f.gameId, at: a.at };
          };

          // Each action is sent in order unless its first try is lost; retries and resends land later.
          const schedule: { key: number; action: Action }[] = [];
          actions.forEach((action, i) => {
            const d = deliveries[i] ?? { lost: false, retries: [] };
            const lost = withLosses && d.lost;
            if (!lost) schedule.push({ key: i, action });
            const retries = lost && d.retries.length === 0 ? [0] : d.retries;
            retries.forEach((offset, r) =>
              schedule.push({ key: i + offset + 0.5 + r / 10, action }),
            );
          });
          schedule.sort((a, b) => a.key - b.key);
          const delivered = schedule.map((s) => s.action);

          const codes: number[] = [];
          if (batchSize === 0) {
            for (const a of delivered) {
              const { type, ...rest } = body(a);
              const path = {
                begin: 'begin',
                score: 'save/score',
                deleteScore: 'delete/score',
                finish: 'finished',
              }[type as 'begin' | 'score' | 'deleteScore' | 'finish'];
              const answer = await call(
                t.app,
                f.tickets.volunteer,
                type === 'deleteScore' ? 'DELETE' : 'POST',
                `/api/volunteer/${path}`,
                rest,
              );
              codes.push(answer.code);
            }
          } else {
            for (let i = 0; i < delivered.length; i += batchSize) {
              const chunk = delivered.slice(i, i + batchSize).map(body);
              const answer = await call<{ results: BatchItemResult[] }>(
                t.app,
                f.tickets.volunteer,
                'POST',
                '/api/volunteer/batch',
                {
                  actions: chunk,
                },
              );
              codes.push(...answer.data.results.map((r) => r.code));
            }
          }

          const expected = model(delivered);
          expect(codes.map((c) => c === 0)).toEqual(expected.accepted);
          const game = await t.db
            .selectFrom('games')
            .selectAll()
            .where('id', '=', f.gameId)
            .executeTakeFirstOrThrow();
          expect({ home: game.home_score, away: game.away_score }).toEqual(expected.score);
          const log = await t.db
            .selectFrom('game_events')
            .selectAll()
            .where('game_id', '=', f.gameId)
            .execute();
          const derived = derive(rulesOf(game), toScoringEvents(log));
          expect({ home: derived.homeScore, away: derived.awayScore }).toEqual(expected.score);
          if (!withLosses) expect(expected.score).toEqual(model(actions).score);
        } finally {
          await t.close();
        }
      }),
      { numRuns: 30 },
    );
    // Thirty fresh databases: allow for a busy machine running the other suites alongside.
  }, 90_000);
});
