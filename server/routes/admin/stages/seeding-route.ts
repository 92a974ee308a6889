// 按往届名次排种子 on the console's 赛制 page, HTTP only: the finished championships to seed from
// and the order one of them gives (server/domain/competitions/stages/seeding-sources.ts).
import type { FastifyInstance } from 'fastify';
import { seedingSourcesApi } from '../../../../src/contract/api/seeding-sources';
import { signedIn } from '../../../auth/route-auth';
import { localDateString } from '../../../db/local-date';
import { seedingSourcesOf } from '../../../domain/competitions/stages/seeding-sources';
import { ok } from '../../../http/envelope';
import { serve } from '../../../http/serve-route';

export async function seedingRoute(app: FastifyInstance): Promise<void> {
  await serve(app, seedingSourcesApi.sources, {
    config: signedIn('staff'),
    handler: async (request) =>
      ok(
        await seedingSourcesOf(
          app.db,
          request.params.id,
          localDateString(new Date(app.now())),
          request.query.from,
        ),
      ),
  });
}
