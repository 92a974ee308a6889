import { describe, expect, it } from 'vitest';
import type { VolunteerGame } from '../../../contract/scoring';
import { FeipanDatabase } from '../../../lib/db';
import { createDexieScoringStore } from './create-dexie-scoring-store';
import { getDeviceIdentity } from './device-identity';
import { GAME_RULE_DEFAULTS } from '../../../contract/game-rule-defaults';
import { scoringTablesOf } from './scoring-tables';
import { openTestScoringTables } from './test-scoring-db';

const score = { type: 'score', gameId: 1, team: 'home', scorerId: 4, assistId: null } as const;

const gameOn = (id: number, date: string): VolunteerGame => ({
  id,
  status: 'scheduled',
  date,
  time: '09:00',
  field: '1号场',
  round: null,
  competitionId: 1,
  competitionName: '城市联赛',
  home: { name: '蓝鲸', clubId: 1 },
  away: { name: '飞鹰', clubId: 2 },
  homeScore: 0,
  awayScore: 0,
  rules: GAME_RULE_DEFAULTS,
});

/** An outbox row already holding `id`: the next action given that id fails after its log write. */
function occupyOutboxId(tables: ReturnType<typeof openTestScoringTables>, id: string) {
  return tables.outbox.add({
    id,
    gameId: 2,
    seq: 99,
    action: { ...score, id, deviceId: 'x', seq: 99, at: 0 },
    status: 'pending',
    rejection: null,
  });
}

describe('createDexieScoringStore', () => {
  it('writes an action to the log and the outbox with id, device id, sequence and time', async () => {
    const store = createDexieScoringStore(openTestScoringTables(), { now: () => 1234 });
    const action = await store.record(score);
    expect(action).toMatchObject({ ...score, seq: 1, at: 1234 });
    expect(action.id).toMatch(/^[0-9a-f-]{36}$/);
    expect(action.deviceId).toMatch(/^[0-9a-f-]{36}$/);
    expect(await store.gameLog(1)).toEqual([{ ...action, sync: 'pending' }]);
    expect((await store.listPending()).map((entry) => entry.action)).toEqual([action]);
    expect((await store.outboxSummary()).pendingCount).toBe(1);
  });

  it('writes both the log and the outbox or neither, and spends no sequence number on a failure', async () => {
    const tables = openTestScoringTables();
    const ids = ['device', 'first', 'taken', 'second'];
    const store = createDexieScoringStore(tables, { newId: () => ids.shift() ?? 'spare' });
    await store.record(score);
    await occupyOutboxId(tables, 'taken');
    await expect(store.record(score)).rejects.toThrow();
    expect(await tables.events.get('taken')).toBeUndefined();
    expect((await store.gameLog(1)).map((a) => a.id)).toEqual(['first']);
    const next = await store.record(score);
    expect(next).toMatchObject({ id: 'second', seq: 2, deviceId: 'device' });
  });

  it('tells listeners each action once it is stored, and nothing of a write that failed', async () => {
    const tables = openTestScoringTables();
    const ids = ['device', 'first', 'taken', 'third'];
    const store = createDexieScoringStore(tables, { newId: () => ids.shift() ?? 'spare' });
    // An outbox row already holding the second action's id makes that write fail.
    await occupyOutboxId(tables, 'taken');
    const told: { id: string; sync: string; stored: boolean }[] = [];
    const stop = store.onRecorded((action) => {
      void tables.events.get(action.id).then((row) => {
        told.push({ id: action.id, sync: action.sync, stored: row !== undefined });
      });
    });
    const first = await store.record(score);
    await expect(store.record(score)).rejects.toThrow();
    stop();
    await store.record(score);
    await new Promise((resolve) => setTimeout(resolve, 20));
    expect(told).toEqual([{ id: first.id, sync: 'pending', stored: true }]);
  });

  it('keeps the device id and never repeats a sequence number across a re-open of the database', async () => {
    const name = `reopen-${Math.random()}`;
    const first = scoringTablesOf(new FeipanDatabase(name));
    const before = await createDexieScoringStore(first).record(score);
    await createDexieScoringStore(first).record(score);
    first.db.close();

    const second = scoringTablesOf(new FeipanDatabase(name));
    const after = await createDexieScoringStore(second).record(score);
    expect(after.deviceId).toBe(before.deviceId);
    expect(after.seq).toBe(3);
    expect(await getDeviceIdentity(second)).toEqual({ deviceId: before.deviceId, lastSeq: 3 });
    second.db.close();
  });

  it('hands out distinct sequence numbers to concurrent writers', async () => {
    const store = createDexieScoringStore(openTestScoringTables());
    const actions = await Promise.all(Array.from({ length: 20 }, () => store.record(score)));
    expect(new Set(actions.map((a) => a.seq)).size).toBe(20);
  });

  it('settles answers: sent actions leave the outbox, rejected ones stay with the message', async () => {
    const store = createDexieScoringStore(openTestScoringTables(), { now: () => 50 });
    const sent = await store.record(score);
    const refused = await store.record({ type: 'finish', gameId: 1 });
    const waiting = await store.record({ type: 'begin', gameId: 2 });
    await store.settle([
      { id: sent.id, kind: 'sent' },
      { id: refused.id, kind: 'rejected', code: 4001, message: '比赛已结束' },
    ]);
    expect((await store.listPending()).map((e) => e.id)).toEqual([waiting.id]);
    expect((await store.outboxSummary()).rejected).toMatchObject([
      {
        id: refused.id,
        status: 'rejected',
        rejection: { code: 4001, message: '比赛已结束', at: 50 },
      },
    ]);
    expect((await store.gameLog(1)).map((a) => a.sync)).toEqual(['synced', 'rejected']);
    await store.setLastSyncAt(60);
    expect(await store.outboxSummary()).toMatchObject({ pendingCount: 1, lastSyncAt: 60 });

    await store.dismissRejected(waiting.id);
    expect((await store.outboxSummary()).pendingCount).toBe(1);
    await store.dismissRejected(refused.id);
    expect((await store.outboxSummary()).rejected).toEqual([]);
  });

  it('lists pending actions across games in the order they were taken', async () => {
    const store = createDexieScoringStore(openTestScoringTables());
    const taken = [];
    for (const gameId of [2, 1, 2, 1, 1]) taken.push(await store.record({ type: 'begin', gameId }));
    expect((await store.listPending()).map((e) => e.id)).toEqual(taken.map((a) => a.id));
    expect((await store.gameLog(1)).map((a) => a.seq)).toEqual([2, 4, 5]);
  });

  it('takes a day’s list as the whole day: games it leaves out go, other days stay', async () => {
    const store = createDexieScoringStore(openTestScoringTables());
    await store.saveGames([gameOn(1, '2026-11-22'), gameOn(2, '2026-11-22')]);
    await store.saveGames([gameOn(3, '2026-11-23')]);
    // The next volunteer on this phone has other games that day.
    await store.saveGames([gameOn(2, '2026-11-22'), gameOn(4, '2026-11-22')], '2026-11-22');
    expect((await store.listGames('2026-11-22')).map((game) => game.id)).toEqual([2, 4]);
    expect((await store.listGames('2026-11-23')).map((game) => game.id)).toEqual([3]);
  });

  it('keeps the last sync time, games and rosters', async () => {
    const store = createDexieScoringStore(openTestScoringTables(), { now: () => 7 });
    expect((await store.outboxSummary()).lastSyncAt).toBeNull();
    await store.setLastSyncAt(99);
    expect((await store.outboxSummary()).lastSyncAt).toBe(99);
    await store.saveRosters(5, { home: [{ id: 1, name: '张三', number: 9 }], away: [] });
    expect(await store.getRosters(5)).toEqual({
      home: [{ id: 1, name: '张三', number: 9 }],
      away: [],
    });
  });
});
