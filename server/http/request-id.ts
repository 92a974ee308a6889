// Every request has an id: in each log line it causes (pino's `reqId`, which Fastify's request
// logger carries) and in the answer's `x-request-id` header, so a volunteer's screenshot of an
// error or a staff member's report leads to its lines in the log. A proxy's id (nginx's
// $request_id, say) is kept when it looks like one, so the proxy's log and ours agree; anything
// else a client sends is ignored: an id goes into the log, and a client must not write there.
import { randomUUID } from 'node:crypto';
import type { IncomingMessage } from 'node:http';
import type { FastifyInstance } from 'fastify';

const HEADER = 'x-request-id';
const WELL_FORMED = /^[A-Za-z0-9._-]{8,64}$/;

/** Fastify's `genReqId`: the proxy's id when well formed, else a new UUID. */
export function requestIdOf(request: IncomingMessage): string {
  const given = request.headers[HEADER];
  return typeof given === 'string' && WELL_FORMED.test(given) ? given : randomUUID();
}

/** Sets `x-request-id` on every answer, errors and event streams included (set before them). */
export function registerRequestIdHeader(app: FastifyInstance): void {
  app.addHook('onRequest', async (request, reply) => {
    reply.header(HEADER, request.id);
  });
}
