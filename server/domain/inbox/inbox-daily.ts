// The message centre's daily work (docs/messages.md): remove messages older than a year, remind
// clubs of spirit scores due tomorrow, and tell players whose membership ends within 30 days. main.ts runs it every hour; both halves are safe to
// run again, so an hour missed or repeated changes nothing.
import type { FastifyInstance } from 'fastify';
import { pruneOldMessages } from './prune-inbox';
import { remindSpiritDue } from './spirit-due';
import { tellMembershipsExpiring } from './membership-news';
import { localDateString } from '../../db/local-date';

export const INBOX_DAILY_EVERY_MS = 60 * 60_000;

export async function runInboxDaily(app: FastifyInstance): Promise<void> {
  const removed = await pruneOldMessages(app.db, app.now());
  const reminded = await remindSpiritDue(app.db, app);
  const expiring = await tellMembershipsExpiring(app.db, app, localDateString(new Date(app.now())));
  if (removed > 0 || reminded > 0 || expiring > 0)
    app.log.info({ removed, reminded, expiring }, 'inbox daily job');
}
