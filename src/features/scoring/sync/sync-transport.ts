// How the drain reaches the server, as an interface so tests can put a fake server behind it.
import type { ScoringAction } from '../local/scoring-action';

/** The server's answer to one action: code 0 is accepted (also for a resend), 401 is not logged in. */
export interface ServerAnswer {
  code: number;
  message: string;
}

export interface SyncTransport {
  /**
   * Sends the actions of one game in order and answers one ServerAnswer per action, in order.
   * Rejects with a SyncError when the call as a whole failed (no answer, timeout, 5xx, 401).
   */
  send(actions: readonly ScoringAction[]): Promise<ServerAnswer[]>;
}
