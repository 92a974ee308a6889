// Every request's id (docs/architecture.md, "Operations"): in each log line written for it (Fastify
// puts it in `reqId`) and in the answer's `x-request-id`, so a volunteer's report of a failure can
// be found in the log. An id a load balancer already gave (`x-request-id`) is kept when it looks
// like one; anything else gets a new random id, unique across instances and restarts (Fastify's
// own counter starts again at each start).
import { randomBytes } from 'node:crypto';
import type { IncomingMessage } from 'node:http';
import type { FastifyInstance } from 'fastify';

export const REQUEST_ID_HEADER = 'x-request-id';
/** What a forwarded id may look like: no spaces or control characters to break a log line. */
const FORWARDED_ID = /^[A-Za-z0-9._:-]{1,64}$/;

export function requestIdOf(request: IncomingMessage): string {
  const forwarded = request.headers[REQUEST_ID_HEADER];
  if (typeof forwarded === 'string' && FORWARDED_ID.test(forwarded)) return forwarded;
  return randomBytes(8).toString('hex');
}

/** The id goes into the answer before anything else runs, so even a refusal carries it. */
export function registerRequestId(app: FastifyInstance): void {
  app.addHook('onRequest', (request, reply, done) => {
    reply.header(REQUEST_ID_HEADER, request.id);
    done();
  });
}
