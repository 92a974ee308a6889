// GET /api/health and GET /api/ready, for a load balancer or systemd (docs/architecture.md,
// "Operations"): public, cheap, never cached. Ready answers HTTP 503, with the envelope's code 503
// and the reason, while the instance is stopping or its database does not answer; migrations are
// done before main.ts builds the app, so an instance that answers at all has them.
import type { FastifyInstance } from 'fastify';
import { healthApi } from '../../../src/contract/api/health';
import { fail, ok } from '../../http/envelope';
import { notReadyReason } from '../../http/readiness';
import { serve } from '../../http/serve-route';

const NOT_READY = 503;

export async function healthRoutes(app: FastifyInstance): Promise<void> {
  await serve(app, healthApi.health, {
    handler: async (_request, reply) => {
      reply.header('cache-control', 'no-store');
      return ok({ status: 'ok' as const });
    },
  });

  await serve(app, healthApi.ready, {
    handler: async (_request, reply) => {
      reply.header('cache-control', 'no-store');
      const reason = await notReadyReason(app);
      if (reason) return reply.code(NOT_READY).send(fail(NOT_READY, reason));
      return ok({ status: 'ready' as const });
    },
  });
}
