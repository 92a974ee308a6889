// The message centre's daily work (docs/messages.md): remove messages older than a year, and
// remind clubs of spirit scores due tomorrow. main.ts runs it every hour; both halves are safe to
// run again (and on two instances at once), so an hour missed or repeated changes nothing.
import type { FastifyInstance } from 'fastify';
import { pruneOldMessages } from './prune-inbox';
import { remindSpiritDue } from './spirit-due';

export const INBOX_DAILY_EVERY_MS = 60 * 60_000;

export async function runInboxDaily(app: FastifyInstance): Promise<void> {
  const removed = await pruneOldMessages(app.db, app.now());
  const reminded = await remindSpiritDue(app.db, app);
  if (removed > 0 || reminded > 0) app.log.info({ removed, reminded }, 'inbox daily job');
}
