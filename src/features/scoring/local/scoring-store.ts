// What the scoring screens and the sync engine need from local storage, as an interface so the
// engine can be tested against any implementation (the Dexie one is create-dexie-scoring-store.ts).
import type { GameRosters, VolunteerGame, VolunteerGameDetail } from '../../../contract/scoring';
import type { ActionDraft, ScoringAction } from './scoring-action';
import type { LoggedAction, OutboxEntry, StoredGame } from './scoring-tables';

/** How the server answered one action. */
export type ActionOutcome =
  { id: string; kind: 'sent' } | { id: string; kind: 'rejected'; code: number; message: string };

export interface OutboxSummary {
  /** The signed-in volunteer's waiting actions (listPending's), counted. */
  pendingCount: number;
  /** The signed-in volunteer's rejected actions, in the order they were taken. */
  rejected: OutboxEntry[];
  lastSyncAt: number | null;
}

/** The part of the store the sync engine drains. */
export interface OutboxStore {
  /**
   * Pending actions of every game that the signed-in volunteer may send, in the order they were
   * taken (by sequence number).
   */
  listPending(): Promise<OutboxEntry[]>;
  /** Applies the server's answers in one transaction: sent ones leave the outbox, rejected ones stay marked. */
  settle(outcomes: readonly ActionOutcome[]): Promise<void>;
  setLastSyncAt(at: number): Promise<void>;
}

export interface ScoringStore extends OutboxStore {
  /** Stamps the draft and writes it to the game's log and to the outbox in ONE transaction. */
  record(draft: ActionDraft): Promise<ScoringAction>;
  /**
   * Calls `listener` with each action this tab records, once its transaction has committed and
   * before any read could see it; answers the call that stops listening.
   */
  onRecorded(listener: (action: LoggedAction) => void): () => void;
  /** The game's local log in the order the actions were taken. */
  gameLog(gameId: number): Promise<LoggedAction[]>;
  /** Actions other volunteers took on this phone, kept for their own next login. */
  countHeld(): Promise<number>;
  /**
   * What the sync bar shows, read in ONE transaction: it is read after every change, and each
   * transaction open on the outbox is one the next tap's write waits behind.
   */
  outboxSummary(): Promise<OutboxSummary>;
  /** Who is signed in, with which ticket: their actions are stamped and sent. True if it changed. */
  setScorer(userId: number, ticket: string): Promise<boolean>;
  /**
   * At logout, before the ticket goes: actions taken before the phone knew who was signed in
   * become the signed-in volunteer's, and wait for their next login like the rest.
   */
  releaseScorer(): Promise<void>;
  /** The volunteer has read the rejection: only then does a rejected action leave the outbox. */
  dismissRejected(id: string): Promise<void>;
  /**
   * Games from the list; a server event log read earlier is kept. With `day`, the list is that
   * day's whole list for the signed-in volunteer: games stored for the day that it leaves out (a
   * previous volunteer's on a shared phone, or one no longer assigned) leave the phone's list.
   */
  saveGames(games: readonly VolunteerGame[], day?: string): Promise<void>;
  /** One game as the server sees it, with its event log. */
  saveGameDetail(detail: VolunteerGameDetail): Promise<void>;
  getGame(gameId: number): Promise<StoredGame | undefined>;
  /** The games stored for one day (YYYY-MM-DD), by time then field, for the offline game list. */
  listGames(date: string): Promise<StoredGame[]>;
  saveRosters(gameId: number, rosters: GameRosters): Promise<void>;
  getRosters(gameId: number): Promise<GameRosters | undefined>;
}
