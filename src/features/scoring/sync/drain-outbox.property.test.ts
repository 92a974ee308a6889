// Nothing lost, nothing twice: whatever the network does to the calls, once it heals and the
// engine drains, the server holds exactly the actions taken, in the order taken per game.
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { createDexieScoringStore } from '../local/create-dexie-scoring-store';
import type { ActionDraft } from '../local/scoring-action';
import { openTestScoringTables } from '../local/test-scoring-db';
import { createScoringEngine } from './create-scoring-engine';
import { FakeVolunteerServer, type Fault } from './testing/fake-volunteer-server';

const FAULTS: Fault[] = [
  'none',
  'fail-before-commit',
  'timeout-before-commit',
  'server-error',
  'timeout-after-commit',
  'answer-lost',
  'repeated',
  'late-delivery',
];

const gameIdArb = fc.constantFrom(1, 2);
const draftArb: fc.Arbitrary<ActionDraft> = fc.oneof(
  gameIdArb.map((gameId) => ({ type: 'begin' as const, gameId })),
  fc
    .record({ gameId: gameIdArb, team: fc.constantFrom('home' as const, 'away' as const) })
    .map(({ gameId, team }) => ({
      type: 'score' as const,
      gameId,
      team,
      scorerId: 3,
      assistId: null,
    })),
  gameIdArb.map((gameId) => ({ type: 'deleteScore' as const, gameId, scoreId: 'earlier-score' })),
  gameIdArb.map((gameId) => ({
    type: 'saveName' as const,
    gameId,
    team: 'home' as const,
    playerId: null,
    name: '王五',
    number: 10,
  })),
  gameIdArb.map((gameId) => ({ type: 'finish' as const, gameId })),
);

const stepArb = fc.oneof(
  { weight: 3, arbitrary: draftArb.map((draft) => ({ kind: 'record' as const, draft })) },
  { weight: 1, arbitrary: fc.constant({ kind: 'drain' as const }) },
);

describe('sync engine under a faulty network (property)', () => {
  it('ends with exactly the actions taken on the server, none lost, none twice, in order per game', async () => {
    await fc.assert(
      fc.asyncProperty(
        fc.array(stepArb, { minLength: 1, maxLength: 30 }),
        fc.array(fc.constantFrom(...FAULTS), { maxLength: 40 }),
        fc.array(fc.option(draftArb, { nil: null }), { maxLength: 10 }),
        fc.integer({ min: 1, max: 4 }),
        async (steps, faults, takenDuringCalls, batchLimit) => {
          const tables = openTestScoringTables();
          const store = createDexieScoringStore(tables);
          const taken = new Map<number, string[]>([
            [1, []],
            [2, []],
          ]);
          const remember = (gameId: number, id: string) => taken.get(gameId)!.push(id);
          // Copies: fast-check reuses its values while shrinking, so they must not be consumed.
          const faultQueue = [...faults];
          const duringCalls = [...takenDuringCalls];
          let healed = false;
          const server = new FakeVolunteerServer({
            nextFault: () => (healed ? 'none' : (faultQueue.shift() ?? 'none')),
            // The volunteer keeps scoring while a call is on its way.
            delay: async () => {
              const draft = duringCalls.shift();
              if (draft) remember(draft.gameId, (await store.record(draft)).id);
            },
          });
          const engine = createScoringEngine({ store, transport: server, locks: null, batchLimit });

          for (const step of steps) {
            if (step.kind === 'record')
              remember(step.draft.gameId, (await engine.recordAction(step.draft)).id);
            else await engine.syncNow();
          }

          healed = true;
          for (
            let round = 0;
            round < 50 && (await store.outboxSummary()).pendingCount > 0;
            round += 1
          ) {
            await engine.syncNow();
          }
          server.deliverLate();

          expect((await store.outboxSummary()).pendingCount).toBe(0);
          expect((await store.outboxSummary()).rejected).toEqual([]);
          expect(server.storedIds(1)).toEqual(taken.get(1));
          expect(server.storedIds(2)).toEqual(taken.get(2));
          expect(server.storedCount).toBe(taken.get(1)!.length + taken.get(2)!.length);
          tables.db.close();
        },
      ),
      { numRuns: 100 },
    );
  }, 60_000);
});
