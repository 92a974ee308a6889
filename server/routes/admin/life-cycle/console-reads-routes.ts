// The two reads every console section with the life cycle has (downloads, trainings): its list,
// filtered and paged, and one row by its id whatever its status, for staff.
import type { FastifyInstance } from 'fastify';
import type { Kysely } from 'kysely';
import type { z } from 'zod';
import type { ApiRoute } from '../../../../src/contract/api/define-route';
import { signedIn } from '../../../auth/route-auth';
import type { Database } from '../../../db/schema';
import { found } from '../../../http/business-error';
import { ok } from '../../../http/envelope';
import { serve } from '../../../http/serve-route';

export interface ConsoleReads<Q, T> {
  list: (db: Kysely<Database>, query: Q) => Promise<unknown>;
  find: (db: Kysely<Database>, id: number) => Promise<T | undefined>;
  /** What 「…不存在」 names when `find` finds nothing. */
  what: string;
}

export async function serveConsoleReads<Q, T>(
  app: FastifyInstance,
  routes: {
    list: ApiRoute<{ query: z.ZodType<Q>; response: z.ZodType }>;
    detail: ApiRoute<{ params: z.ZodType<{ id: number }>; response: z.ZodType }>;
  },
  reads: ConsoleReads<Q, T>,
): Promise<void> {
  const config = signedIn('staff');
  // Fastify's request type cannot resolve a query of a type parameter; the route's schema made it Q.
  await serve(app, routes.list, {
    config,
    handler: async (request) => ok(await reads.list(app.db, request.query as Q)),
  });
  await serve(app, routes.detail, {
    config,
    handler: async (request) => ok(found(await reads.find(app.db, request.params.id), reads.what)),
  });
}
