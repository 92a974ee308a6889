// The ScoringStore over the scoring tables of the app's Dexie database.
import type { ActionDraft, ScoringAction } from './scoring-action';
import type { ActionOutcome, ScoringStore } from './scoring-store';
import type { LoggedAction, OutboxEntry, ScoringTables } from './scoring-tables';
import { deviceIdIn, nextSeqIn } from './device-identity';
import { getTicket } from '../../../lib/ticket';
import { belongsTo, clearScorerIn, currentOwnerIn, setScorerIn } from './outbox-owner';

const LAST_SYNC_KEY = 'lastSyncAt';

export interface StoreOptions {
  now?: () => number;
  newId?: () => string;
  /** The ticket requests go out with: it decides whose actions may be sent (see outbox-owner.ts). */
  ticket?: () => string | null;
}

export function createDexieScoringStore(
  tables: ScoringTables,
  { now = Date.now, newId = () => crypto.randomUUID(), ticket = getTicket }: StoreOptions = {},
): ScoringStore {
  const { db, games, rosters, events, outbox, meta } = tables;
  const currentOwner = () => currentOwnerIn(meta, ticket());

  // The outbox read starts together with the owner's, not after it: the sync bar's counts are
  // live queries, and without a ticket the owner is known without a read, so a read after that
  // await would fall outside the query (docs/offline-and-sync.md, "Live queries").
  async function entriesWith(status: OutboxEntry['status']) {
    const [owner, entries] = await Promise.all([
      currentOwner(),
      outbox.where('status').equals(status).toArray(),
    ]);
    return { owner, entries };
  }

  async function pendingEntries(mine: boolean): Promise<OutboxEntry[]> {
    const { owner, entries } = await entriesWith('pending');
    return entries.filter((entry) => belongsTo(entry, owner) === mine);
  }

  const recordedListeners = new Set<(action: LoggedAction) => void>();

  async function record(draft: ActionDraft): Promise<ScoringAction> {
    // The requests of each step go out together: the transaction is one round trip to the
    // browser's storage per step instead of one per request, which is time a tap waits for.
    const action = await db.transaction('rw', [events, outbox, meta], async () => {
      const [deviceId, seq, owner] = await Promise.all([
        deviceIdIn(meta, newId),
        nextSeqIn(meta),
        currentOwnerIn(meta, ticket()),
      ]);
      // The spread keeps the draft's own fields; the union survives because the stamp adds none of them.
      const stamped = { ...draft, id: newId(), deviceId, seq, at: now() } as ScoringAction;
      await Promise.all([
        events.add({ ...stamped, sync: 'pending' }),
        outbox.add({
          id: stamped.id,
          gameId: stamped.gameId,
          seq,
          action: stamped,
          status: 'pending',
          rejection: null,
          ...(owner === null ? {} : { owner }),
        }),
      ]);
      return stamped;
    });
    for (const listener of recordedListeners) listener({ ...action, sync: 'pending' });
    return action;
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

  async function listRejected(): Promise<OutboxEntry[]> {
    const { owner, entries } = await entriesWith('rejected');
    return entries.filter((entry) => belongsTo(entry, owner)).sort((a, b) => a.seq - b.seq);
  }

  async function getLastSyncAt(): Promise<number | null> {
    const row = await meta.get(LAST_SYNC_KEY);
    return typeof row?.value === 'number' ? row.value : null;
  }

  return {
    record,
    onRecorded: (listener) => {
      recordedListeners.add(listener);
      return () => {
        recordedListeners.delete(listener);
      };
    },
    settle,
    listPending: async () => (await pendingEntries(true)).sort((a, b) => a.seq - b.seq),
    gameLog: (gameId) =>
      events.where('[gameId+seq]').between([gameId, 0], [gameId, Infinity]).toArray(),
    countHeld: async () => (await pendingEntries(false)).length,
    outboxSummary: () =>
      db.transaction('r', [outbox, meta], async () => {
        const [pending, rejected, lastSyncAt] = await Promise.all([
          pendingEntries(true),
          listRejected(),
          getLastSyncAt(),
        ]);
        return { pendingCount: pending.length, rejected, lastSyncAt };
      }),
    dismissRejected: (id) =>
      db.transaction('rw', outbox, async () => {
        if ((await outbox.get(id))?.status === 'rejected') await outbox.delete(id);
      }),
    setScorer: (userId, signedInWith) =>
      db.transaction('rw', meta, () => setScorerIn(meta, userId, signedInWith)),
    releaseScorer: () =>
      db.transaction('rw', [outbox, meta], async () => {
        const owner = await currentOwnerIn(meta, ticket());
        if (owner !== null) {
          await outbox
            .where('status')
            .equals('pending')
            .filter((entry) => entry.owner === undefined)
            .modify({ owner });
        }
        await clearScorerIn(meta);
      }),
    setLastSyncAt: async (at) => {
      await meta.put({ key: LAST_SYNC_KEY, value: at });
    },
    saveGames: (list, day) =>
      db.transaction('rw', games, async () => {
        if (day !== undefined) {
          const listed = new Set(list.map((game) => game.id));
          await games
            .where('date')
            .equals(day)
            .filter((game) => !listed.has(game.id))
            .delete();
        }
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
