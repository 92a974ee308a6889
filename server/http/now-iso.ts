import type { FastifyInstance } from 'fastify';

/** The app's clock as an ISO string, the form content times (`published_at`) are stored in. */
export const nowIso = (app: FastifyInstance): string => new Date(app.now()).toISOString();
