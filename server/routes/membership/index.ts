// The membership season's calls for members (docs/membership.md): one route file per part.
import type { FastifyInstance } from 'fastify';
import { seasonRoutes } from './season-routes';

export async function membershipRoutes(app: FastifyInstance): Promise<void> {
  await app.register(seasonRoutes);
}
