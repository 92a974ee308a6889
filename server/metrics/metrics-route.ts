// GET /metrics, Prometheus's text format. Not public: it tells the load and the routes of the
// server. Read from this machine (a Prometheus or node exporter beside it), or from elsewhere with
// `Authorization: Bearer <METRICS_TOKEN>`. A request that came through a proxy is not from this
// machine even though its connection is: nginx connects from 127.0.0.1, so a request carrying
// X-Forwarded-For (or Forwarded) needs the token too. Outside /api and the envelope, and hidden
// from the API document, as a scraper expects.
import { timingSafeEqual } from 'node:crypto';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { Metrics } from './metrics';

const LOOPBACK = /^(127\.\d+\.\d+\.\d+|::1|::ffff:127\.\d+\.\d+\.\d+)$/;

function sameSecret(given: string, token: string): boolean {
  const a = Buffer.from(given);
  const b = Buffer.from(token);
  return a.length === b.length && timingSafeEqual(a, b);
}

function mayRead(request: FastifyRequest, token: string | undefined): boolean {
  const bearer = request.headers.authorization?.match(/^Bearer (.+)$/)?.[1];
  if (token && bearer) return sameSecret(bearer, token);
  const proxied = 'x-forwarded-for' in request.headers || 'forwarded' in request.headers;
  return !proxied && LOOPBACK.test(request.socket.remoteAddress ?? '');
}

export function registerMetricsRoute(
  app: FastifyInstance,
  metrics: Metrics,
  token: string | undefined,
): void {
  app.get('/metrics', { schema: { hide: true } }, async (request, reply) => {
    reply.header('cache-control', 'no-store');
    if (!mayRead(request, token)) {
      return reply
        .code(403)
        .type('text/plain; charset=utf-8')
        .send('禁止访问：只允许本机或持有令牌的请求读取指标\n');
    }
    const text = await metrics.registry.metrics();
    return reply.type(metrics.registry.contentType).send(text);
  });
}
