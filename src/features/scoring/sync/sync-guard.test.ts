import { describe, expect, it } from 'vitest';
import { createDexieScoringStore } from '../local/create-dexie-scoring-store';
import { openTestScoringTables } from '../local/test-scoring-db';
import { createScoringEngine } from './create-scoring-engine';
import { createSyncGuard } from './sync-guard';
import { createFakeLock } from './testing/fake-lock';
import { FakeVolunteerServer } from './testing/fake-volunteer-server';

describe('createSyncGuard', () => {
  it('hands callers the sync already under way instead of starting a second one', async () => {
    let runs = 0;
    let release = () => {};
    const guarded = createSyncGuard(async () => {
      runs += 1;
      await new Promise<void>((resolve) => (release = resolve));
      return runs;
    }, undefined);
    const first = guarded();
    const second = guarded();
    expect(second).toBe(first);
    await Promise.resolve();
    release();
    expect(await Promise.all([first, second])).toEqual([1, 1]);
    const third = guarded();
    await Promise.resolve();
    release();
    expect(await third).toBe(2);
  });

  it('lets a new sync start after one failed', async () => {
    let calls = 0;
    const guarded = createSyncGuard(async () => {
      calls += 1;
      if (calls === 1) throw new Error('失败');
      return calls;
    }, undefined);
    await expect(guarded()).rejects.toThrow('失败');
    expect(await guarded()).toBe(2);
  });

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
