// The live bus on PostgreSQL (docs/live-scores.md): a change is published with pg_notify through the
// pool, and each instance hears every change on ONE connection of its own that only listens. A pool
// connection would not do: the pool hands connections out and closes idle ones, and a LISTEN dies
// with its connection. When that connection is lost the bus connects again with backoff, and tells
// its subscribers they may have missed notices (`content`), so pages read again once.
import { sql, type Kysely } from 'kysely';
import type PgModule from 'pg';
import type { FastifyBaseLogger } from 'fastify';
import { loadPg, serverApplicationName } from '../db/connect';
import type { Database } from '../db/schema';
import type { LiveBus, LiveListener, LiveNotice } from './live-bus';

/** PostgreSQL refuses a NOTIFY payload of 8000 bytes or more; a game is under 200 bytes of JSON. */
const GAMES_PER_NOTIFY = 30;
const RECONNECT_FIRST_MS = 500;
const RECONNECT_MAX_MS = 30_000;

export interface PostgresBusOptions {
  /** The database's address (DATABASE_URL): the listening connection is opened apart from the pool. */
  connectionString: string;
  /** The pool, for pg_notify. */
  db: Kysely<Database>;
  /** Channels are per database, not per schema: tests sharing one database each take their own. */
  channel?: string;
  log?: Pick<FastifyBaseLogger, 'warn'>;
}

export const LIVE_CHANNEL = 'feipan_live';

function noticesOf(notice: LiveNotice): LiveNotice[] {
  if (notice.games.length <= GAMES_PER_NOTIFY) return [notice];
  const parts: LiveNotice[] = [];
  for (let i = 0; i < notice.games.length; i += GAMES_PER_NOTIFY) {
    parts.push({
      games: notice.games.slice(i, i + GAMES_PER_NOTIFY),
      content: i === 0 && notice.content,
    });
  }
  return parts;
}

export async function createPostgresBus(options: PostgresBusOptions): Promise<LiveBus> {
  const { connectionString, db, channel = LIVE_CHANNEL, log } = options;
  const listeners = new Set<LiveListener>();
  const deliver = (notice: LiveNotice) => {
    for (const listener of listeners) listener(notice);
  };
  let client: PgModule.Client | null = null;
  let closed = false;
  let retryMs = RECONNECT_FIRST_MS;
  let retryTimer: NodeJS.Timeout | null = null;

  const listen = async (isReconnect: boolean): Promise<void> => {
    const next = new (loadPg().Client)({
      connectionString,
      application_name: serverApplicationName(),
    });
    next.on('notification', (message) => {
      if (message.channel !== channel || !message.payload) return;
      let notice: LiveNotice;
      try {
        notice = JSON.parse(message.payload) as LiveNotice;
      } catch {
        // Not one of ours (a NOTIFY typed by hand): nothing to tell the pages.
        return;
      }
      deliver(notice);
    });
    const lost = () => {
      if (client !== next) return;
      client = null;
      next.removeAllListeners('notification');
      void next.end().catch(() => undefined);
      if (!closed) {
        log?.warn('实时比分监听连接已断开，稍后重连');
        schedule();
      }
    };
    next.on('error', lost);
    next.on('end', lost);
    client = next;
    await next.connect();
    await next.query(`listen ${next.escapeIdentifier(channel)}`);
    retryMs = RECONNECT_FIRST_MS;
    // Whatever was published while no connection listened is lost: pages read again once.
    if (isReconnect) deliver({ games: [], content: true });
  };

  function schedule() {
    retryTimer = setTimeout(() => {
      retryTimer = null;
      listen(true).catch(() => {
        // The 'error' or 'end' handler has scheduled the next try, unless connect failed first.
        if (client === null && retryTimer === null && !closed) schedule();
      });
    }, retryMs);
    retryMs = Math.min(retryMs * 2, RECONNECT_MAX_MS);
  }

  try {
    await listen(false);
  } catch (error) {
    closed = true;
    if (retryTimer) clearTimeout(retryTimer);
    throw error;
  }
  return {
    publish: async (notice) => {
      for (const part of noticesOf(notice)) {
        await sql`select pg_notify(${channel}, ${JSON.stringify(part)})`.execute(db);
      }
    },
    subscribe: (listener) => {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
    close: async () => {
      closed = true;
      if (retryTimer) clearTimeout(retryTimer);
      listeners.clear();
      const last = client;
      client = null;
      await last?.end().catch(() => undefined);
    },
  };
}
