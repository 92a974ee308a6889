import type { FastifyInstance } from 'fastify';
import { admit } from './route-auth';
import { resolveTicket } from './tickets';
import { API_PREFIX } from '../../src/contract/api/route-path';

export const TICKET_HEADER = 'ticket';

/**
 * Sets request.user from the `ticket` header on every /api call (static files skip the lookup),
 * then refuses a caller the route's `auth` declaration does not admit. Both run in onRequest, so
 * a refused caller's body is never parsed or validated.
 */
export function registerTicketHook(app: FastifyInstance): void {
  app.decorateRequest('user', null);
  app.addHook('onRequest', async (request) => {
    request.user = null;
    if (!request.url.startsWith(API_PREFIX)) return;
    const ticket = request.headers[TICKET_HEADER];
    if (typeof ticket === 'string' && ticket.length > 0 && ticket.length <= 200) {
      request.user = await resolveTicket(app.db, ticket, app.now());
    }
    const auth = request.routeOptions.config.auth;
    if (auth) admit(request.user, auth);
  });
}
