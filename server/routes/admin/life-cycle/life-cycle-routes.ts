// 发布, 撤回 and 置顶 of one kind of console row, for staff, in the kind's own confirmations; the
// writes are server/domain/life-cycle/life-cycle-writes.ts.
import type { FastifyInstance } from 'fastify';
import type { z } from 'zod';
import type { PinBody, PublishBody } from '../../../../src/contract/admin-life-cycle';
import type { ApiRoute } from '../../../../src/contract/api/define-route';
import type { AuthUser } from '../../../auth/auth-user';
import { requireUser } from '../../../auth/require-user';
import { signedIn } from '../../../auth/route-auth';
import type { ContentStatus } from '../../../db/schema';
import { ok } from '../../../http/envelope';
import { serve } from '../../../http/serve-route';
import {
  lifeCycleWrites,
  pinWrite,
  type LifeCycleKind,
  type LifeCycleMessages,
  type PinMessages,
} from '../../../domain/life-cycle/life-cycle-writes';

/** A call on one row by its id (and with the body `B`). */
type RowRoute = ApiRoute<{ params: z.ZodType<{ id: number }>; response: z.ZodType }>;
type RowBodyRoute<B> = ApiRoute<{
  params: z.ZodType<{ id: number }>;
  body: z.ZodType<B>;
  response: z.ZodType;
}>;

/** What draftWrites (server/domain/life-cycle/draft-writes.ts) makes of one kind with body `B`. */
interface DraftWrites<B> {
  create: (user: AuthUser, body: B) => Promise<unknown>;
  update: (user: AuthUser, id: number, body: B) => Promise<unknown>;
}

/** Serves create (a draft) and save of one kind, for staff; each answers the row as it is after. */
export async function serveDraftWrites<B>(
  app: FastifyInstance,
  writes: DraftWrites<B>,
  routes: {
    create: ApiRoute<{ body: z.ZodType<B>; response: z.ZodType }>;
    update: RowBodyRoute<B>;
  },
  saved: string,
): Promise<void> {
  const config = signedIn('staff');
  // Fastify's request type cannot resolve a body of a type parameter; the route's schema made it B.
  await serve(app, routes.create, {
    config,
    handler: async (request) =>
      ok(await writes.create(requireUser(request), request.body as B), saved),
  });
  await serve(app, routes.update, {
    config,
    handler: async (request) =>
      ok(await writes.update(requireUser(request), request.params.id, request.body as B), saved),
  });
}

/** Serves 发布 and 撤回 of one kind, for staff. */
export async function serveLifeCycle<T extends { status: ContentStatus }>(
  app: FastifyInstance,
  kind: LifeCycleKind<T>,
  routes: { publish: RowBodyRoute<PublishBody>; withdraw: RowRoute },
): Promise<void> {
  const config = signedIn('staff');
  const writes = lifeCycleWrites(app, kind);

  await serve(app, routes.publish, {
    config,
    handler: async (request) => {
      const { saved, message } = await writes.publish(
        requireUser(request),
        request.params.id,
        request.body.publishAt,
      );
      return ok(saved, message);
    },
  });

  await serve(app, routes.withdraw, {
    config,
    handler: async (request) =>
      ok(await writes.withdraw(requireUser(request), request.params.id), kind.messages.withdrawn),
  });
}

/** Serves 置顶 of one kind, for staff. */
export async function servePin<T extends { status: ContentStatus }>(
  app: FastifyInstance,
  kind: LifeCycleKind<T, PinMessages>,
  route: RowBodyRoute<PinBody>,
): Promise<void> {
  const pin = pinWrite(app, kind);
  await serve(app, route, {
    config: signedIn('staff'),
    handler: async (request) => {
      const { pinned } = request.body;
      const saved = await pin(requireUser(request), request.params.id, pinned);
      return ok(saved, pinned ? kind.messages.pinned : kind.messages.unpinned);
    },
  });
}

/**
 * Serves every write of a kind with the whole life cycle (trainings, downloads): create, save,
 * 发布, 撤回 and 置顶, each confirmed in the kind's own words.
 */
export async function serveKindWrites<B, T extends { status: ContentStatus }>(
  app: FastifyInstance,
  writes: DraftWrites<B>,
  kind: LifeCycleKind<T, LifeCycleMessages & PinMessages & { saved: string }>,
  routes: {
    create: ApiRoute<{ body: z.ZodType<B>; response: z.ZodType }>;
    update: RowBodyRoute<B>;
    publish: RowBodyRoute<PublishBody>;
    withdraw: RowRoute;
    pin: RowBodyRoute<PinBody>;
  },
): Promise<void> {
  await serveDraftWrites(app, writes, routes, kind.messages.saved);
  await serveLifeCycle(app, kind, routes);
  await servePin(app, kind, routes.pin);
}
