// The records of players and clubs across competitions (docs/records.md), one file per part.
import type { FastifyInstance } from 'fastify';
import { clubRecordRoutes } from './club-routes';

export async function recordRoutes(app: FastifyInstance): Promise<void> {
  await app.register(clubRecordRoutes);
}
