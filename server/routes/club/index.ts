// The server half of the club centre (src/features/club); its paths come whole from the route table.
import type { FastifyInstance } from 'fastify';
import { clubCalendarRoutes } from './calendar-routes';
import { clubCompetitionRoutes } from './competition-routes';
import { clubGamesRoutes } from './games-routes';
import { clubMemberRoutes } from './member-routes';
import { clubProfileRoutes } from './profile-routes';
import { clubSpiritRoutes } from './spirit-routes';

export async function clubRoutes(app: FastifyInstance): Promise<void> {
  await app.register(clubProfileRoutes);
  await app.register(clubMemberRoutes);
  await app.register(clubCompetitionRoutes);
  await app.register(clubGamesRoutes);
  await app.register(clubSpiritRoutes);
  await app.register(clubCalendarRoutes);
}
