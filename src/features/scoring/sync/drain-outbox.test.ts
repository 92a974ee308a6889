import { describe, expect, it } from 'vitest';
import { createDexieScoringStore } from '../local/create-dexie-scoring-store';
import type { ActionDraft } from '../local/scoring-action';
import type { ScoringStore } from '../local/scoring-store';
import { openTestScoringTables } from '../local/test-scoring-db';
import { drainOutbox } from './drain-outbox';
import { SyncError } from './sync-error';
import type { SyncTransport } from './sync-transport';
import { FakeVolunteerServer, type Fault } from './testing/fake-volunteer-server';

const score = (gameId: number, team: 'home' | 'away' = 'home'): ActionDraft => ({
  type: 'score',
  gameId,
  team,
  scorerId: null,
  assistId: null,
});

function newStore() {
  return createDexieScoringStore(openTestScoringTables(), { now: () => 1000 });
}

async function recordAll(store: ScoringStore, drafts: ActionDraft[]) {
  const ids = [];
  for (const draft of drafts) ids.push((await store.record(draft)).id);
  return ids;
}

const faults =
  (...list: Fault[]) =>
  () =>
    list.shift() ?? 'none';

describe('drainOutbox', () => {
  it('sends each game its own actions in order, one call per game, and empties the outbox', async () => {
    const store = newStore();
    const ids = await recordAll(store, [
      { type: 'begin', gameId: 1 },
      { type: 'begin', gameId: 2 },
      score(1),
      score(2, 'away'),
      score(1, 'away'),
    ]);
    const server = new FakeVolunteerServer();
    const report = await drainOutbox({ store, transport: server, now: () => 5000 });
    expect(report).toEqual({ outcome: 'done', sent: 5, rejected: 0, failure: null });
    expect(server.storedIds(1)).toEqual([ids[0], ids[2], ids[4]]);
    expect(server.storedIds(2)).toEqual([ids[1], ids[3]]);
    expect(server.calls.map((call) => new Set(call.map((a) => a.gameId)).size)).toEqual([1, 1]);
    expect((await store.outboxSummary()).pendingCount).toBe(0);
    expect((await store.outboxSummary()).lastSyncAt).toBe(5000);
  });

  it('splits a long queue into calls of at most the batch limit, in order', async () => {
    const store = newStore();
    const ids = await recordAll(
      store,
      Array.from({ length: 7 }, () => score(1)),
    );
    const server = new FakeVolunteerServer();
    await drainOutbox({ store, transport: server, batchLimit: 3 });
    expect(server.calls.map((call) => call.length)).toEqual([3, 3, 1]);
    expect(server.storedIds(1)).toEqual(ids);
  });

  it.each([
    ['fail-before-commit', 'network'],
    ['late-delivery', 'timeout'],
  ] as const)('on %s keeps every action and stops the whole drain', async (fault, failure) => {
    const store = newStore();
    await recordAll(store, [score(1), score(2)]);
    const server = new FakeVolunteerServer({ nextFault: faults(fault) });
    const report = await drainOutbox({ store, transport: server });
    expect(report).toEqual({ outcome: 'retry', sent: 0, rejected: 0, failure });
    expect(server.calls).toHaveLength(1);
    expect((await store.outboxSummary()).pendingCount).toBe(2);
    expect((await store.outboxSummary()).lastSyncAt).toBeNull();
  });

  it('on a 5xx stops only that game, keeping its order, and drains the others', async () => {
    const store = newStore();
    const ids = await recordAll(store, [score(1), score(2), score(1)]);
    const server = new FakeVolunteerServer({ nextFault: faults('server-error') });
    const report = await drainOutbox({ store, transport: server });
    expect(report).toMatchObject({ outcome: 'retry', sent: 1, failure: 'server' });
    expect(server.storedIds(1)).toEqual([]);
    expect(server.storedIds(2)).toEqual([ids[1]]);
    expect((await store.listPending()).map((e) => e.id)).toEqual([ids[0], ids[2]]);

    expect(await drainOutbox({ store, transport: server })).toMatchObject({
      outcome: 'done',
      sent: 2,
    });
    expect(server.storedIds(1)).toEqual([ids[0], ids[2]]);
  });

  it('marks a business rejection with the server message, keeps it, and goes on with the game', async () => {
    const store = newStore();
    const ids = await recordAll(store, [{ type: 'finish', gameId: 1 }, score(1), score(1)]);
    const server = new FakeVolunteerServer({
      refuse: (action) =>
        action.id === ids[1] ? { code: 4003, message: '比赛已结束，不能再记分' } : null,
    });
    const report = await drainOutbox({ store, transport: server });
    expect(report).toEqual({ outcome: 'done', sent: 2, rejected: 1, failure: null });
    expect(server.storedIds(1)).toEqual([ids[0], ids[2]]);
    expect((await store.outboxSummary()).rejected).toMatchObject([
      { id: ids[1], rejection: { code: 4003, message: '比赛已结束，不能再记分' } },
    ]);
    expect((await store.gameLog(1)).map((a) => a.sync)).toEqual(['synced', 'rejected', 'synced']);
    // A rejected action is not sent again by later drains.
    await drainOutbox({ store, transport: server });
    expect(server.calls).toHaveLength(1);
  });

  it('on a 401 keeps everything, reports needs-login, and goes on after login', async () => {
    const store = newStore();
    const ids = await recordAll(store, [score(1), score(2)]);
    const server = new FakeVolunteerServer();
    server.loggedIn = false;
    expect(await drainOutbox({ store, transport: server })).toEqual({
      outcome: 'needs-login',
      sent: 0,
      rejected: 0,
      failure: 'needs-login',
    });
    expect(server.calls).toHaveLength(1);
    expect((await store.outboxSummary()).pendingCount).toBe(2);
    expect((await store.outboxSummary()).rejected).toEqual([]);

    server.loggedIn = true;
    expect(await drainOutbox({ store, transport: server })).toMatchObject({
      outcome: 'done',
      sent: 2,
    });
    expect([...server.storedIds(1), ...server.storedIds(2)]).toEqual(ids);
  });

  it('stops at a 401 thrown for the whole call as well', async () => {
    const store = newStore();
    await recordAll(store, [score(1)]);
    const transport: SyncTransport = {
      send: () => Promise.reject(new SyncError('needs-login', '未登录')),
    };
    expect(await drainOutbox({ store, transport })).toMatchObject({ outcome: 'needs-login' });
    expect((await store.outboxSummary()).pendingCount).toBe(1);
  });

  it('resends an action whose answer was lost, and the server keeps it once', async () => {
    const store = newStore();
    const ids = await recordAll(store, [score(1), score(1)]);
    const server = new FakeVolunteerServer({
      nextFault: faults('answer-lost', 'timeout-after-commit'),
    });
    expect(await drainOutbox({ store, transport: server })).toMatchObject({ outcome: 'retry' });
    expect(await drainOutbox({ store, transport: server })).toMatchObject({ outcome: 'retry' });
    expect(await drainOutbox({ store, transport: server })).toMatchObject({
      outcome: 'done',
      sent: 2,
    });
    expect(server.storedIds(1)).toEqual(ids);
    expect(server.calls).toHaveLength(3);
  });

  it('keeps actions the answer left out and retries them', async () => {
    const store = newStore();
    const ids = await recordAll(store, [score(1), score(1)]);
    const transport: SyncTransport = { send: async () => [{ code: 0, message: '' }] };
    expect(await drainOutbox({ store, transport })).toEqual({
      outcome: 'retry',
      sent: 1,
      rejected: 0,
      failure: 'invalid',
    });
    expect((await store.listPending()).map((e) => e.id)).toEqual([ids[1]]);
  });

  it('also sends the actions taken while it was draining', async () => {
    const store = newStore();
    await recordAll(store, [score(1)]);
    let recordedDuring: string | null = null;
    const server = new FakeVolunteerServer({
      delay: async () => {
        recordedDuring ??= (await store.record(score(1, 'away'))).id;
      },
    });
    expect(await drainOutbox({ store, transport: server })).toMatchObject({
      outcome: 'done',
      sent: 2,
    });
    expect(server.storedIds(1)).toContain(recordedDuring);
    expect((await store.outboxSummary()).pendingCount).toBe(0);
  });

  it('passes on an error that is not a sync failure, leaving the outbox as it was', async () => {
    const store = newStore();
    await recordAll(store, [score(1)]);
    const transport: SyncTransport = { send: () => Promise.reject(new TypeError('bug')) };
    await expect(drainOutbox({ store, transport })).rejects.toThrow('bug');
    expect((await store.outboxSummary()).pendingCount).toBe(1);
  });
});
