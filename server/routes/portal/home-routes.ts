// The hot public reads: home page, site configuration and lists of values, each kept per version
// with its ETag (server/answers/public-answer-cache.ts); plus the site-wide search.
import type { FastifyInstance } from 'fastify';
import { portalApi } from '../../../src/contract/api/portal';
import { ok } from '../../http/envelope';
import { BusinessError, ErrorCode } from '../../http/business-error';
import { serve } from '../../http/serve-route';
import { nowIso } from '../../http/now-iso';
import { createPublicAnswerCache } from '../../answers/public-answer-cache';
import { SCORES } from '../../answers/answer-versions';
import { buildHome, readHomeContent, searchSite, type HomeContent } from './home-queries';
import { keptWhile } from '../../answers/kept-while';
import { listLovs, parseLovTypes } from '../../db/lov-queries';
import { readSiteConfig } from '../../domain/content/site-config-queries';
import { localDateString } from '../../db/local-date';

const MAX_LOV_TYPES = 20;
const LOV_TYPE_PATTERN = /^[A-Z][A-Z0-9_]{0,49}$/;

export async function homeRoutes(app: FastifyInstance): Promise<void> {
  const cache = createPublicAnswerCache(app);
  const homeContent = keptWhile<HomeContent>();
  const today = () => localDateString(new Date(app.now()));

  await serve(app, portalApi.home, {
    handler: async (request, reply) => {
      const day = today();
      // The home page lists the current competitions' games with their scores; a point changes
      // only those, so the rest is kept while the content counter and the minute hold.
      return cache.send(request, reply, {
        key: `index:${day}`,
        scopes: [SCORES],
        load: async ({ content, minute }) => {
          const rest = await homeContent(`${day}|${content}|${minute}`, () =>
            readHomeContent(app.db, day, nowIso(app)),
          );
          return buildHome(app.db, rest, day);
        },
      });
    },
  });

  await serve(app, portalApi.search, {
    handler: async (request) =>
      ok(await searchSite(app.db, request.params.keyword, today(), nowIso(app))),
  });

  await serve(app, portalApi.siteConfig, {
    handler: async (request, reply) => {
      return cache.send(request, reply, {
        key: 'site-config',
        scopes: [],
        load: () => readSiteConfig(app.db),
      });
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
      return cache.send(request, reply, {
        key: `lov:${types.join(',')}`,
        scopes: [],
        load: () => listLovs(app.db, types),
      });
    },
  });
}
