// How a change reaches every instance's live streams (docs/live-scores.md): one instance publishes
// what changed, every instance (itself included) hears it and writes it to its own open pages. On
// SQLite, one process: an emitter in memory. On PostgreSQL, several instances: NOTIFY and LISTEN
// (postgres-bus.ts), so no instance needs another's memory.
import type { LiveGame } from '../../src/contract/content-competition';

export interface LiveNotice {
  /** Games whose score, status or result changed, as they stand after the change. */
  games: LiveGame[];
  /** Staff changed something (a correction, a cancelled game), or a listener may have missed notices. */
  content: boolean;
}

export type LiveListener = (notice: LiveNotice) => void;

export interface LiveBus {
  publish: (notice: LiveNotice) => Promise<void>;
  /** Returns the call that stops listening. */
  subscribe: (listener: LiveListener) => () => void;
  close: () => Promise<void>;
}

/** One process's bus: what it publishes, its own subscribers hear. */
export function createMemoryBus(): LiveBus {
  const listeners = new Set<LiveListener>();
  return {
    publish: async (notice) => {
      for (const listener of listeners) listener(notice);
    },
    subscribe: (listener) => {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
    close: async () => listeners.clear(),
  };
}
