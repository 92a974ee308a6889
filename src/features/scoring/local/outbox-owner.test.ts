// A shared phone: each volunteer's waiting actions go out only under their own ticket.
import { describe, expect, it } from 'vitest';
import { createDexieScoringStore } from './create-dexie-scoring-store';
import { ticketTag } from './outbox-owner';
import { openTestScoringTables } from './test-scoring-db';

const score = { type: 'score', gameId: 1, team: 'home', scorerId: null, assistId: null } as const;

function phone() {
  let ticket: string | null = null;
  const store = createDexieScoringStore(openTestScoringTables(), { ticket: () => ticket });
  return {
    store,
    async logIn(userId: number, newTicket: string) {
      ticket = newTicket;
      return store.setScorer(userId, newTicket);
    },
    async logOut() {
      await store.releaseScorer();
      ticket = null;
    },
    replaceTicket(newTicket: string) {
      ticket = newTicket;
    },
  };
}

const pendingIds = async (store: ReturnType<typeof phone>['store']) =>
  (await store.listPending()).map((entry) => entry.id);

describe('whose actions the outbox sends', () => {
  it('keeps a volunteer’s actions through another volunteer’s login, and sends them at their next', async () => {
    const shared = phone();
    await shared.logIn(3, 'ticket-a');
    const first = await shared.store.record(score);
    await shared.logOut();
    expect(await pendingIds(shared.store)).toEqual([]);

    await shared.logIn(4, 'ticket-b');
    const second = await shared.store.record(score);
    expect(await pendingIds(shared.store)).toEqual([second.id]);
    expect((await shared.store.outboxSummary()).pendingCount).toBe(1);
    expect(await shared.store.countHeld()).toBe(1);
    await shared.logOut();

    await shared.logIn(3, 'ticket-c');
    expect(await pendingIds(shared.store)).toEqual([first.id]);
    expect(await shared.store.countHeld()).toBe(1);
  });

  it('sends nobody’s stamped actions under a ticket it has not seen with its volunteer', async () => {
    const shared = phone();
    await shared.logIn(3, 'ticket-a');
    await shared.store.record(score);
    // Someone else logged in elsewhere in the app: the ticket changed, the scorer is not known yet.
    shared.replaceTicket('ticket-b');
    expect(await pendingIds(shared.store)).toEqual([]);
    expect((await shared.store.outboxSummary()).pendingCount).toBe(0);
  });

  it('shows a volunteer only their own refusals', async () => {
    const shared = phone();
    await shared.logIn(3, 'ticket-a');
    const action = await shared.store.record(score);
    await shared.store.settle([
      { id: action.id, kind: 'rejected', code: 1, message: '比赛已结束' },
    ]);
    expect((await shared.store.outboxSummary()).rejected.map((entry) => entry.id)).toEqual([
      action.id,
    ]);
    await shared.logOut();
    await shared.logIn(4, 'ticket-b');
    expect((await shared.store.outboxSummary()).rejected).toEqual([]);
  });

  it('sends actions taken before the volunteer was known under whoever is signed in, until a logout claims them', async () => {
    const shared = phone();
    shared.replaceTicket('ticket-a');
    const unknown = await shared.store.record(score);
    expect(await pendingIds(shared.store)).toEqual([unknown.id]);

    await shared.logIn(3, 'ticket-a');
    expect(await pendingIds(shared.store)).toEqual([unknown.id]);
    await shared.logOut();
    await shared.logIn(4, 'ticket-b');
    expect(await pendingIds(shared.store)).toEqual([]);
    expect(await shared.store.countHeld()).toBe(1);
  });

  it('says whether the scorer changed, and keeps only a tag of the ticket', async () => {
    const tables = openTestScoringTables();
    const store = createDexieScoringStore(tables, { ticket: () => 'ticket-a' });
    expect(await store.setScorer(3, 'ticket-a')).toBe(true);
    expect(await store.setScorer(3, 'ticket-a')).toBe(false);
    const stored = JSON.stringify(await tables.meta.toArray());
    expect(stored).not.toContain('ticket-a');
    expect(stored).toContain(ticketTag('ticket-a'));
    expect(ticketTag('ticket-a')).not.toBe(ticketTag('ticket-b'));
  });
});
