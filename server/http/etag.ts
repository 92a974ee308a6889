// Conditional GETs for the API: a weak ETag from the answer's bytes, and 304 when the client
// already holds them. Answers to a signed-in caller are marked private so no shared cache keeps them.
import { createHash } from 'node:crypto';
import type { FastifyInstance } from 'fastify';
import { API_PREFIX } from '../../src/contract/api/route-path';

function etagOf(payload: string | Buffer): string {
  return `W/"${createHash('sha1').update(payload).digest('base64url')}"`;
}

function matches(ifNoneMatch: string | undefined, etag: string): boolean {
  if (!ifNoneMatch) return false;
  return ifNoneMatch
    .split(',')
    .map((tag) => tag.trim().replace(/^W\//, ''))
    .includes(etag.replace(/^W\//, ''));
}

export function registerEtag(app: FastifyInstance): void {
  app.addHook('onSend', async (request, reply, payload) => {
    if (request.method !== 'GET' && request.method !== 'HEAD') return payload;
    if (!request.url.startsWith(API_PREFIX) || reply.statusCode !== 200) return payload;
    if (typeof payload !== 'string' && !Buffer.isBuffer(payload)) return payload;

    if (!reply.hasHeader('cache-control')) {
      reply.header('cache-control', request.user ? 'private, no-cache' : 'no-cache');
    }
    if (reply.hasHeader('etag')) return payload;
    const etag = etagOf(payload);
    reply.header('etag', etag);
    if (matches(request.headers['if-none-match'], etag)) {
      reply.code(304);
      return '';
    }
    return payload;
  });
}
