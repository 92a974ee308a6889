// The ScoringStore over the scoring tables of the app's Dexie database.
import type { ActionDraft, ScoringAction } from './scoring-action';
import type { ActionOutcome, ScoringStore } from './scoring-store';
import type { ScoringTables } from './scoring-tables';
import { deviceIdIn, nextSeqIn } from './device-identity';

const LAST_SYNC_KEY = 'lastSyncAt';

export interface StoreOptions {
  now?: () => number;
  newId?: () => string;
}

export function createDexieScoringStore(
  tables: ScoringTables,
  { now = Date.now, newId = () => crypto.randomUUID() }: StoreOptions = {},
): ScoringStore {
  const { db, games, rosters, events, outbox, meta } = tables;

  async function record(draft: ActionDraft): Promise<ScoringAction> {
    return db.transaction('rw', [events, outbox, meta], async () => {
      const deviceId = await deviceIdIn(meta, newId);
      const seq = await nextSeqIn(meta);
      // The spread keeps the draft's own fields; the union survives because the stamp adds none of them.
      const action = { ...draft, id: newId(), deviceId, seq, at: now() } as ScoringAction;
      await events.add({ ...action, sync: 'pending' });
      await outbox.add({
        id: action.id,
        gameId: action.gameId,
        seq,
        action,
        status: 'pending',
        rejection: null,
      });
      return action;
    });
  }

  async function settle(outcomes: readonly ActionOutcome[]): Promise<void> {
    if (outcomes.length === 0) return;
    await db.transaction('rw', [events, outbox], async () => {
      for (const outcome of outcomes) {
        if (outcome.kind === 'sent') {
          await outbox.delete(outcome.id);
          await events.update(outcome.id, { sync: 'synced' });
        } else {
          const rejection = { code: outcome.code, message: outcome.message, at: now() };
          await outbox.update(outcome.id, { status: 'rejected', rejection });
          await events.update(outcome.id, { sync: 'rejected' });
        }
      }
    });
  }

  return {
    record,
    settle,
    listPending: async () =>
      (await outbox.orderBy('seq').toArray()).filter((entry) => entry.status === 'pending'),
    gameLog: (gameId) =>
      events.where('[gameId+seq]').between([gameId, 0], [gameId, Infinity]).toArray(),
    countPending: () => outbox.where('status').equals('pending').count(),
    listRejected: async () =>
      (await outbox.where('status').equals('rejected').toArray()).sort((a, b) => a.seq - b.seq),
    dismissRejected: (id) =>
      db.transaction('rw', outbox, async () => {
        if ((await outbox.get(id))?.status === 'rejected') await outbox.delete(id);
      }),
    setLastSyncAt: async (at) => {
      await meta.put({ key: LAST_SYNC_KEY, value: at });
    },
    getLastSyncAt: async () => {
      const row = await meta.get(LAST_SYNC_KEY);
      return typeof row?.value === 'number' ? row.value : null;
    },
    saveGames: (list) =>
      db.transaction('rw', games, async () => {
        const known = await games.bulkGet(list.map((game) => game.id));
        await games.bulkPut(
          list.map((game, index) => {
            const { events, pulledAt } = known[index] ?? {};
            return events ? { ...game, events, pulledAt } : game;
          }),
        );
      }),
    saveGameDetail: async (detail) => {
      await games.put({ ...detail, pulledAt: now() });
    },
    getGame: (gameId) => games.get(gameId),
    listGames: async (date) =>
      (await games.where('date').equals(date).toArray()).sort(
        (a, b) => a.time.localeCompare(b.time) || a.field.localeCompare(b.field) || a.id - b.id,
      ),
    saveRosters: async (gameId, { home, away }) => {
      await rosters.put({ gameId, home, away, storedAt: now() });
    },
    getRosters: async (gameId) => {
      const row = await rosters.get(gameId);
      return row && { home: row.home, away: row.away };
    },
  };
}
