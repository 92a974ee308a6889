// Two tabs' engines over one outbox and one Web Lock: the lock of the shared guard
// (src/lib/outbox/sync-guard.ts) lets only one drain at a time, and nothing is sent twice.
import { describe, expect, it } from 'vitest';
import { createFakeLock } from '../../../lib/outbox/testing/fake-lock';
import { createDexieScoringStore } from '../local/create-dexie-scoring-store';
import { openTestScoringTables } from '../local/test-scoring-db';
import { createScoringEngine } from './create-scoring-engine';
import { FakeVolunteerServer } from './testing/fake-volunteer-server';

describe('the scoring engine across tabs', () => {
  it('lets only one of two tabs drain a shared outbox at a time', async () => {
    const tables = openTestScoringTables();
    const lock = createFakeLock();
    let openCalls = 0;
    const server = new FakeVolunteerServer({
      delay: async () => {
        openCalls += 1;
        await new Promise((resolve) => setTimeout(resolve, 5));
      },
    });
    const tabs = [1, 2].map(() =>
      createScoringEngine({
        store: createDexieScoringStore(tables),
        transport: server,
        locks: lock,
      }),
    );
    const ids = [];
    for (const gameId of [1, 2, 1])
      ids.push((await tabs[0]!.store.record({ type: 'begin', gameId })).id);

    const reports = await Promise.all(tabs.map((tab) => tab.syncNow()));

    expect(lock.maxHolders).toBe(1);
    expect(server.maxConcurrentCalls).toBe(1);
    expect(reports.map((report) => report.sent)).toEqual([3, 0]);
    expect(openCalls).toBe(2);
    expect([...server.storedIds(1), ...server.storedIds(2)].sort()).toEqual([...ids].sort());
    expect((await tabs[1]!.store.outboxSummary()).pendingCount).toBe(0);
  });
});
