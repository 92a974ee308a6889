// Sends the outbox to the server, in order per game (docs/offline-and-sync.md, "Failure policy").
//
// - Success (code 0, also the answer to a resend) removes the action from the outbox.
// - A business rejection (code ≠ 0) marks that action rejected with the server's message; it stays
//   in the outbox until the volunteer dismisses it. The game's LATER actions still go: the server
//   judges each action against its own log (the batch call answers each one separately), and
//   holding the queue would leave every later point of the game unsynced behind one refusal
//   that no retry can change.
// - No answer or a timeout stops the whole drain: the network is down for every game.
// - A 5xx or a malformed answer stops that game's queue only, so its order holds; other games go on.
// - A 401 stops everything and keeps every action: the volunteer logs in again, then it goes on.
import { SUCCESS, NOT_LOGGED_IN } from '../../../contract/envelope';
import { BATCH_LIMIT } from '../../../contract/scoring';
import type { ActionOutcome, OutboxStore } from '../local/scoring-store';
import type { OutboxEntry } from '../local/scoring-tables';
import { isSyncError, type SyncFailure } from './sync-error';
import type { ServerAnswer, SyncTransport } from './sync-transport';

export interface DrainReport {
  outcome: 'done' | 'retry' | 'needs-login';
  /** Actions the server confirmed and rejected during this drain. */
  sent: number;
  rejected: number;
  /** Why the drain stopped short; null when it did not. */
  failure: SyncFailure | null;
}

export interface DrainOptions {
  store: OutboxStore;
  transport: SyncTransport;
  now?: () => number;
  /** Most actions sent in one call (the server's batch limit). */
  batchLimit?: number;
}

function byGame(entries: readonly OutboxEntry[], skip: ReadonlySet<number>): OutboxEntry[][] {
  const queues = new Map<number, OutboxEntry[]>();
  for (const entry of entries) {
    if (skip.has(entry.gameId)) continue;
    const queue = queues.get(entry.gameId) ?? [];
    queue.push(entry);
    queues.set(entry.gameId, queue);
  }
  return [...queues.values()];
}

/** Turns the answers into outcomes, up to the first action the server did not settle. */
function outcomesOf(chunk: readonly OutboxEntry[], answers: readonly ServerAnswer[]) {
  const outcomes: ActionOutcome[] = [];
  for (const [index, entry] of chunk.entries()) {
    const answer = answers[index];
    if (!answer) return { outcomes, stop: 'invalid' as const };
    if (answer.code === NOT_LOGGED_IN) return { outcomes, stop: 'needs-login' as const };
    outcomes.push(
      answer.code === SUCCESS
        ? { id: entry.id, kind: 'sent' }
        : { id: entry.id, kind: 'rejected', code: answer.code, message: answer.message },
    );
  }
  return { outcomes, stop: null };
}

export async function drainOutbox({
  store,
  transport,
  now = Date.now,
  batchLimit = BATCH_LIMIT,
}: DrainOptions): Promise<DrainReport> {
  const report: DrainReport = { outcome: 'done', sent: 0, rejected: 0, failure: null };
  const stopped = new Set<number>();
  const finish = async (): Promise<DrainReport> => {
    if (report.outcome === 'done' && report.sent + report.rejected > 0)
      await store.setLastSyncAt(now());
    return report;
  };

  // Re-reading the outbox after each round also sends actions taken while the drain ran.
  for (;;) {
    const queues = byGame(await store.listPending(), stopped);
    if (queues.length === 0) return finish();
    for (const queue of queues) {
      const chunk = queue.slice(0, batchLimit);
      const gameId = chunk[0]!.gameId;
      let answers: ServerAnswer[];
      try {
        answers = await transport.send(chunk.map((entry) => entry.action));
      } catch (error) {
        if (!isSyncError(error)) throw error;
        report.failure = error.reason;
        if (error.reason === 'needs-login') report.outcome = 'needs-login';
        else report.outcome = 'retry';
        if (error.reason === 'server' || error.reason === 'invalid') {
          stopped.add(gameId);
          continue;
        }
        return finish();
      }
      const { outcomes, stop } = outcomesOf(chunk, answers);
      await store.settle(outcomes);
      for (const outcome of outcomes) report[outcome.kind] += 1;
      if (stop === 'needs-login') {
        Object.assign(report, { outcome: 'needs-login', failure: 'needs-login' });
        return finish();
      }
      if (stop === 'invalid') {
        Object.assign(report, { outcome: 'retry', failure: 'invalid' });
        stopped.add(gameId);
      }
    }
  }
}
