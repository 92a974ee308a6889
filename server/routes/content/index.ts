// The portal's public content API (docs/api-conventions.md): registered by buildApp under /api.
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { homeRoutes, type HomeRoutesOptions } from './home-routes';
import { portalRoutes } from './portal-routes';
import { sportRoutes } from './sport-routes';

export type ContentRoutesOptions = HomeRoutesOptions;

export const contentRoutes: FastifyPluginAsyncZod<ContentRoutesOptions> = async (app, options) => {
  await app.register(homeRoutes, { cacheTtlMs: options.cacheTtlMs });
  await app.register(portalRoutes);
  await app.register(sportRoutes);
};
