// The club centre, registered under /api by buildApp.
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { clubCompetitionRoutes } from './competition-routes';
import { clubGamesRoutes } from './games-routes';
import { clubMemberRoutes } from './member-routes';
import { clubProfileRoutes } from './profile-routes';

export const clubRoutes: FastifyPluginAsyncZod = async (app) => {
  await app.register(clubProfileRoutes);
  await app.register(clubMemberRoutes);
  await app.register(clubCompetitionRoutes);
  await app.register(clubGamesRoutes);
};
