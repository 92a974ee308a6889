import type { FastifyInstance } from 'fastify';
import { resolveTicket } from './tickets';

export const TICKET_HEADER = 'ticket';

/** Sets request.user from the `ticket` header on every /api call (static files skip the lookup). */
export function registerTicketHook(app: FastifyInstance): void {
  app.decorateRequest('user', null);
  app.addHook('onRequest', async (request) => {
    request.user = null;
    if (!request.url.startsWith('/api/')) return;
    const ticket = request.headers[TICKET_HEADER];
    if (typeof ticket !== 'string' || ticket.length === 0 || ticket.length > 200) return;
    request.user = await resolveTicket(app.db, ticket, app.now());
  });
}
