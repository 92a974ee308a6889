// A staff write on the row its call's path names (a game, an entry), given the call's body: the
// section's route file names the call, the domain's write and the confirmation; this serves it for
// staff and answers what the write returns.
import type { FastifyInstance } from 'fastify';
import type { z } from 'zod';
import type { ApiRoute } from '../../../src/contract/api/define-route';
import type { AuthUser } from '../../auth/auth-user';
import { requireUser } from '../../auth/require-user';
import { signedIn } from '../../auth/route-auth';
import { ok } from '../../http/envelope';
import { serve } from '../../http/serve-route';

type RowCall<B> = ApiRoute<{
  params: z.ZodType<{ id: number }>;
  body?: z.ZodType<B>;
  response: z.ZodType;
}>;

export async function serveStaffWrite<B, T>(
  app: FastifyInstance,
  route: RowCall<B>,
  write: (staff: AuthUser, id: number, body: B) => Promise<T>,
  message: string,
): Promise<void> {
  await serve(app, route, {
    config: signedIn('staff'),
    // Fastify's request type cannot resolve a body of a type parameter; the route's schema made it B.
    handler: async (request) =>
      ok(await write(requireUser(request, 'staff'), request.params.id, request.body as B), message),
  });
}
