// The message centre's calls (消息, docs/messages.md): every signed-in person reads and marks only
// their own messages and sets their own preferences. HTTP only; server/domain/inbox does the work.
import type { FastifyInstance } from 'fastify';
import { inboxApi } from '../../../src/contract/api/inbox';
import { requireUser } from '../../auth/require-user';
import { signedIn } from '../../auth/route-auth';
import { ok } from '../../http/envelope';
import { serve } from '../../http/serve-route';
import { listMessages, markAllRead, markRead, unreadCount } from '../../domain/inbox/inbox-queries';
import { preferencesOf, setPreference } from '../../domain/inbox/inbox-preferences';

export async function inboxRoutes(app: FastifyInstance): Promise<void> {
  await serve(app, inboxApi.list, {
    config: signedIn(),
    handler: async (request) =>
      ok(await listMessages(app.db, requireUser(request).id, request.query)),
  });
  await serve(app, inboxApi.unread, {
    config: signedIn(),
    handler: async (request) => ok(await unreadCount(app.db, requireUser(request).id)),
  });
  await serve(app, inboxApi.markRead, {
    config: signedIn(),
    handler: async (request) => {
      const user = requireUser(request);
      await markRead(app.db, user.id, request.params.id, app.now());
      return ok(await unreadCount(app.db, user.id));
    },
  });
  await serve(app, inboxApi.readAll, {
    config: signedIn(),
    handler: async (request) => {
      const user = requireUser(request);
      await markAllRead(app.db, user.id, app.now());
      return ok(await unreadCount(app.db, user.id), '已全部标记为已读');
    },
  });
  await serve(app, inboxApi.preferences, {
    config: signedIn(),
    handler: async (request) => ok(await preferencesOf(app.db, requireUser(request).id)),
  });
  await serve(app, inboxApi.setPreference, {
    config: signedIn(),
    handler: async (request) => {
      const user = requireUser(request);
      await setPreference(app.db, user.id, request.body);
      return ok(await preferencesOf(app.db, user.id), '已保存');
    },
  });
}
