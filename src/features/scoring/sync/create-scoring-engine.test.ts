import { afterEach, describe, expect, it } from 'vitest';
import { createDexieScoringStore } from '../local/create-dexie-scoring-store';
import { scoringTablesOf } from '../local/scoring-tables';
import { openTestScoringTables } from '../local/test-scoring-db';
import { FeipanDatabase } from '../../../lib/db';
import { createScoringEngine, type ScoringEngine } from './create-scoring-engine';
import { createFakeClock } from '../../../lib/outbox/testing/fake-clock';
import { FakeVolunteerServer } from './testing/fake-volunteer-server';

const engines: ScoringEngine[] = [];
afterEach(() => engines.splice(0).forEach((engine) => engine.stop()));

function setup(server: FakeVolunteerServer, online = true) {
  const clock = createFakeClock(50_000);
  const engine = createScoringEngine({
    store: createDexieScoringStore(openTestScoringTables(), { now: clock.now }),
    transport: server,
    locks: null,
    now: clock.now,
    scheduling: { clock, windowTarget: new EventTarget(), isOnline: () => online },
  });
  engines.push(engine);
  return { engine, clock };
}

const until = async (check: () => boolean) => {
  for (let i = 0; i < 200 && !check(); i += 1) await new Promise((r) => setTimeout(r, 5));
  expect(check()).toBe(true);
};

describe('createScoringEngine', () => {
  it('records an action, shows it pending at once, then syncs it by itself', async () => {
    const server = new FakeVolunteerServer({ delay: () => new Promise((r) => setTimeout(r, 20)) });
    const { engine } = setup(server);
    engine.start();
    const action = await engine.recordAction({ type: 'begin', gameId: 4 });
    expect(engine.state.get().pendingCount).toBe(1);
    await until(() => engine.state.get().lastSyncAt !== null && !engine.state.get().syncing);
    expect(server.storedIds(4)).toEqual([action.id]);
    expect(engine.state.get()).toMatchObject({
      pendingCount: 0,
      lastSyncAt: 50_000,
      offline: false,
      lastFailure: null,
    });
  });

  it('keeps actions while offline and says so', async () => {
    const server = new FakeVolunteerServer();
    const { engine } = setup(server, false);
    engine.start();
    await engine.recordAction({ type: 'begin', gameId: 4 });
    await engine.recordAction({ type: 'finish', gameId: 4 });
    expect(engine.state.get()).toMatchObject({ pendingCount: 2, offline: true });
    expect(server.calls).toEqual([]);
  });

  it('shows a rejected action with the server message until the volunteer dismisses it', async () => {
    const server = new FakeVolunteerServer({
      refuse: (action) =>
        action.type === 'finish' ? { code: 4005, message: '比赛尚未开始' } : null,
    });
    const { engine } = setup(server);
    const finish = await engine.recordAction({ type: 'finish', gameId: 4 });
    await engine.syncNow();
    expect(engine.state.get().pendingCount).toBe(0);
    expect(engine.state.get().rejected).toMatchObject([
      { id: finish.id, rejection: { code: 4005, message: '比赛尚未开始' } },
    ]);
    await engine.dismissRejected(finish.id);
    expect(engine.state.get().rejected).toEqual([]);
  });

  it('asks for a new login on a 401, keeps the actions, and goes on after it', async () => {
    const server = new FakeVolunteerServer();
    server.loggedIn = false;
    const { engine } = setup(server);
    engine.start();
    await engine.recordAction({ type: 'begin', gameId: 4 });
    await until(() => engine.state.get().needsLogin);
    expect(engine.state.get().pendingCount).toBe(1);

    server.loggedIn = true;
    engine.resumeAfterLogin();
    await until(() => engine.state.get().pendingCount === 0 && !engine.state.get().syncing);
    expect(engine.state.get().needsLogin).toBe(false);
    expect(server.storedCount).toBe(1);
  });

  it('schedules a retry after a network failure and syncs when it falls due', async () => {
    let down = true;
    const server = new FakeVolunteerServer({
      nextFault: () => (down ? 'fail-before-commit' : 'none'),
    });
    const { engine, clock } = setup(server);
    engine.start();
    await engine.recordAction({ type: 'begin', gameId: 4 });
    await until(() => engine.state.get().nextRetryAt !== null);
    expect(engine.state.get()).toMatchObject({
      offline: true,
      lastFailure: 'network',
      pendingCount: 1,
    });
    down = false;
    clock.advance(engine.state.get().nextRetryAt! - clock.now());
    await until(() => engine.state.get().pendingCount === 0 && !engine.state.get().syncing);
    expect(engine.state.get()).toMatchObject({
      offline: false,
      lastFailure: null,
      nextRetryAt: null,
    });
  });

  it('retries after the local storage failed during a sync, keeping the action', async () => {
    const clock = createFakeClock(0);
    const store = createDexieScoringStore(openTestScoringTables());
    let broken = true;
    const flaky = {
      ...store,
      listPending: () =>
        broken ? Promise.reject(new Error('QuotaExceededError')) : store.listPending(),
    };
    const server = new FakeVolunteerServer();
    const engine = createScoringEngine({
      store: flaky,
      transport: server,
      locks: null,
      scheduling: { clock, windowTarget: new EventTarget(), isOnline: () => true },
    });
    engines.push(engine);
    engine.start();
    await engine.recordAction({ type: 'begin', gameId: 4 });
    await until(
      () => engine.state.get().lastFailure === 'unexpected' && !engine.state.get().syncing,
    );
    expect(engine.state.get()).toMatchObject({ pendingCount: 1, syncing: false });
    broken = false;
    clock.advance(engine.state.get().nextRetryAt! - clock.now());
    await until(() => engine.state.get().pendingCount === 0 && !engine.state.get().syncing);
    expect(server.storedCount).toBe(1);
  });
  it("keeps its counts current with another tab's actions, also while nobody is signed in", async () => {
    // Two tabs: two engines over two connections to one database. Without a ticket the owner is
    // known without a read, the case in which the outbox's read once fell out of the live query.
    const name = `scoring-two-tabs-${Math.random()}`;
    const [watching, recording] = [0, 1].map(() => {
      const clock = createFakeClock(50_000);
      const engine = createScoringEngine({
        store: createDexieScoringStore(scoringTablesOf(new FeipanDatabase(name)), {
          now: clock.now,
          ticket: () => null,
        }),
        transport: new FakeVolunteerServer(),
        locks: null,
        scheduling: { clock, windowTarget: new EventTarget(), isOnline: () => false },
      });
      engines.push(engine);
      return engine;
    }) as [ScoringEngine, ScoringEngine];
    watching.start();
    await until(() => watching.state.get().pendingCount === 0);
    for (const expected of [1, 2]) {
      await recording.recordAction({ type: 'begin', gameId: 4 });
      await until(() => watching.state.get().pendingCount === expected);
    }
  });
});
