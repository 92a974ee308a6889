// What an instance publishes (docs/live-scores.md). The scoring calls name the games they stored in
// once their counters are raised, staff writes say that content changed; changes are gathered for
// one short tick, so a batch of points, or twenty phones scoring at once, is one read of those
// games' rows and one notice, and each page gets one event per tick rather than one per point.
import type { Kysely } from 'kysely';
import type { FastifyBaseLogger } from 'fastify';
import type { Database } from '../db/schema';
import type { LiveBus } from './live-bus';
import { liveGamesByIds } from './live-games';

/** Long enough to gather a burst, short against the second a follower may wait. */
export const LIVE_TICK_MS = 50;

export interface LiveFeed {
  gamesChanged: (gameIds: Iterable<number>) => void;
  contentChanged: () => void;
  /** Publishes what is gathered now (at close, so nothing stored goes unannounced). */
  flush: () => Promise<void>;
}

export function createLiveFeed(
  db: Kysely<Database>,
  bus: LiveBus,
  log: Pick<FastifyBaseLogger, 'error'>,
): LiveFeed {
  let games = new Set<number>();
  let content = false;
  let timer: NodeJS.Timeout | null = null;

  const flush = async () => {
    if (timer) clearTimeout(timer);
    timer = null;
    const ids = [...games];
    const contentNow = content;
    games = new Set();
    content = false;
    if (ids.length === 0 && !contentNow) return;
    try {
      // Read after the tick, not at the write: the rows carry every point the tick gathered.
      await bus.publish({ games: await liveGamesByIds(db, ids), content: contentNow });
    } catch (error) {
      // The write stands; pages learn of it at their next read (the stream's snapshot or a poll).
      log.error({ err: error }, '实时比分推送失败');
    }
  };
  const later = () => {
    timer ??= setTimeout(() => void flush(), LIVE_TICK_MS);
  };
  return {
    gamesChanged: (gameIds) => {
      for (const id of gameIds) games.add(id);
      if (games.size > 0) later();
    },
    contentChanged: () => {
      content = true;
      later();
    },
    flush,
  };
}
