// The hot public reads: home page, site configuration and lists of values, each served from a
// short per-instance cache with its ETag (see answer-cache.ts); plus the site-wide search.
import type { FastifyInstance, FastifyReply } from 'fastify';
import { portalApi } from '../../../src/contract/api/portal';
import { ok } from '../../http/envelope';
import { BusinessError, ErrorCode } from '../../http/business-error';
import { serve } from '../../http/serve-route';
import { nowIso } from '../../http/now-iso';
import { onContentChanged } from '../../http/content-changes';
import { createAnswerCache, sendCached } from './answer-cache';
import { buildHome, searchSite } from './home-queries';
import { listLovs, parseLovTypes } from '../../db/lov-queries';
import { readSiteConfig } from './site-config-queries';
import { localDateString } from '../../db/local-date';

/**
 * How long a cached answer is served before it is rebuilt: a console write clears this instance's
 * cache at once (content-changes.ts), so this is how stale another instance may be.
 */
const CACHE_TTL_MS = 5000;
const MAX_LOV_TYPES = 20;
const LOV_TYPE_PATTERN = /^[A-Z][A-Z0-9_]{0,49}$/;

/**
 * Writes a cached answer as the route writes any answer: from its response schema. The app's
 * serializer (envelope-serializer.ts) writes text.
 */
const writer = (reply: FastifyReply) => (envelope: unknown) => reply.serialize(envelope) as string;

export async function homeRoutes(app: FastifyInstance): Promise<void> {
  const cache = createAnswerCache(CACHE_TTL_MS, app.now);
  onContentChanged(app, cache.clear);
  const today = () => localDateString(new Date(app.now()));

  await serve(app, portalApi.home, {
    handler: async (request, reply) => {
      const day = today();
      const answer = await cache.get(
        `index:${day}`,
        () => buildHome(app.db, day, nowIso(app)),
        writer(reply),
      );
      return sendCached(request, reply, answer);
    },
  });

  await serve(app, portalApi.search, {
    handler: async (request) =>
      ok(await searchSite(app.db, request.params.keyword, today(), nowIso(app))),
  });

  await serve(app, portalApi.siteConfig, {
    handler: async (request, reply) => {
      const answer = await cache.get('site-config', () => readSiteConfig(app.db), writer(reply));
      return sendCached(request, reply, answer);
    },
  });

  await serve(app, portalApi.lovs, {
    handler: async (request, reply) => {
      const types = parseLovTypes(request.query.lovTypes);
      if (types.length === 0) throw new BusinessError('请输入值列表类型', ErrorCode.validation);
      if (types.length > MAX_LOV_TYPES) {
        throw new BusinessError(`一次最多查询 ${MAX_LOV_TYPES} 种值列表`, ErrorCode.validation);
      }
      const bad = types.find((type) => !LOV_TYPE_PATTERN.test(type));
      if (bad)
        throw new BusinessError(`值列表类型格式不正确：${bad.slice(0, 50)}`, ErrorCode.validation);
      const answer = await cache.get(
        `lov:${types.join(',')}`,
        () => listLovs(app.db, types),
        writer(reply),
      );
      return sendCached(request, reply, answer);
    },
  });
}
