// 年度注册 in the console (docs/membership.md): one route file per part of the season.
import type { FastifyInstance } from 'fastify';
import { adminSeasonRoutes } from './season-routes';

export async function adminMembershipRoutes(app: FastifyInstance): Promise<void> {
  await app.register(adminSeasonRoutes);
}
