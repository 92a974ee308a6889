// The console's notices (/admin/notices) and news (/admin/news), one implementation for both kinds:
// list, read, create (a draft), edit, the life cycle and deleting a draft. The writes are
// server/domain/content/article-writes.ts.
import type { FastifyInstance } from 'fastify';
import type { z } from 'zod';
import type { PinBody, PublishBody } from '../../../../src/contract/admin-life-cycle';
import type { ApiRoute } from '../../../../src/contract/api/define-route';
import { requireUser } from '../../../auth/require-user';
import { signedIn } from '../../../auth/route-auth';
import { notFound } from '../../../http/business-error';
import { ok } from '../../../http/envelope';
import { serve } from '../../../http/serve-route';
import {
  articleWrites,
  type ArticleBody,
  type ArticleItem,
  type ArticleKind,
} from '../../../domain/content/article-writes';
import type { ArticleFilter } from '../../../domain/content/content-admin-queries';
import { serveLifeCycle, servePin } from '../life-cycle/life-cycle-routes';

type IdParams = z.ZodType<{ id: number }>;
type Answer = z.ZodType;

/** The route table's calls of one kind (adminNoticesApi or adminNewsApi). */
export interface ArticleRoutes {
  list: ApiRoute<{ query: z.ZodType<ArticleFilter>; response: Answer }>;
  detail: ApiRoute<{ params: IdParams; response: Answer }>;
  create: ApiRoute<{ body: z.ZodType<ArticleBody>; response: Answer }>;
  update: ApiRoute<{ params: IdParams; body: z.ZodType<ArticleBody>; response: Answer }>;
  publish: ApiRoute<{ params: IdParams; body: z.ZodType<PublishBody>; response: Answer }>;
  withdraw: ApiRoute<{ params: IdParams; response: Answer }>;
  pin: ApiRoute<{ params: IdParams; body: z.ZodType<PinBody>; response: Answer }>;
  remove: ApiRoute<{ params: IdParams; response: Answer }>;
}

/** A kind as its routes need it: its writes' description and its console list. */
export interface ArticleRouteKind<T extends ArticleItem> extends ArticleKind<T> {
  list: (db: FastifyInstance['db'], filter: ArticleFilter) => Promise<unknown>;
}

export async function serveArticles<T extends ArticleItem>(
  app: FastifyInstance,
  kind: ArticleRouteKind<T>,
  routes: ArticleRoutes,
): Promise<void> {
  const config = signedIn('staff');
  const M = kind.messages;
  const articles = articleWrites(app, kind);

  await serve(app, routes.list, {
    config,
    handler: async (request) => ok(await kind.list(app.db, request.query)),
  });

  await serve(app, routes.detail, {
    config,
    handler: async (request) => {
      const item = await kind.find(app.db, request.params.id);
      if (!item) throw notFound(M.item);
      return ok(item);
    },
  });

  await serve(app, routes.create, {
    config,
    handler: async (request) =>
      ok(await articles.create(requireUser(request), request.body), M.saved),
  });

  await serve(app, routes.update, {
    config,
    handler: async (request) =>
      ok(await articles.update(requireUser(request), request.params.id, request.body), M.saved),
  });

  await serveLifeCycle(app, articles.lifeCycle, {
    publish: routes.publish,
    withdraw: routes.withdraw,
  });
  await servePin(app, articles.lifeCycle, routes.pin);

  await serve(app, routes.remove, {
    config,
    handler: async (request) =>
      ok(await articles.remove(requireUser(request), request.params.id), M.deleted),
  });
}
