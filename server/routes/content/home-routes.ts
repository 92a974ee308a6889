// The hot public reads: home page, site configuration and lists of values, each served from a
// short per-instance cache with its ETag (see answer-cache.ts); plus the site-wide search.
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { lovQuerySchema } from '../../../src/contract/lov';
import { searchParams } from '../../../src/contract/content-home';
import { ok } from '../../http/envelope';
import { BusinessError, ErrorCode } from '../../http/business-error';
import { createAnswerCache, sendCached } from './answer-cache';
import { buildHome, searchSite } from './home-queries';
import { listLovs, parseLovTypes } from './lov-queries';
import { readSiteConfig } from './site-config-queries';
import { localDateString } from '../../db/local-date';

export interface HomeRoutesOptions {
  /** How long a cached answer is served before it is rebuilt; 0 turns caching off. */
  cacheTtlMs?: number;
}

const MAX_LOV_TYPES = 20;
const LOV_TYPE_PATTERN = /^[A-Z][A-Z0-9_]{0,49}$/;

export const homeRoutes: FastifyPluginAsyncZod<HomeRoutesOptions> = async (app, options) => {
  const cache = createAnswerCache(options.cacheTtlMs ?? 5000, app.now);
  const today = () => localDateString(new Date(app.now()));

  app.get(
    '/index',
    { schema: { summary: '首页数据（一次取回）', tags: ['首页'] } },
    async (request, reply) => {
      const day = today();
      return sendCached(
        request,
        reply,
        await cache.get(`index:${day}`, () => buildHome(app.db, day)),
      );
    },
  );

  app.get(
    '/index/search/:keyword',
    { schema: { params: searchParams, summary: '全站搜索', tags: ['首页'] } },
    async (request) => ok(await searchSite(app.db, request.params.keyword, today())),
  );

  app.get(
    '/site/config',
    { schema: { summary: '站点配置（标志、名称、联系方式）', tags: ['首页'] } },
    async (request, reply) =>
      sendCached(request, reply, await cache.get('site-config', () => readSiteConfig(app.db))),
  );

  app.get(
    '/lovConfig/lov/getByTypes',
    { schema: { querystring: lovQuerySchema, summary: '按类型取值列表', tags: ['首页'] } },
    async (request, reply) => {
      const types = parseLovTypes(request.query.lovTypes);
      if (types.length === 0) throw new BusinessError('请输入值列表类型', ErrorCode.validation);
      if (types.length > MAX_LOV_TYPES) {
        throw new BusinessError(`一次最多查询 ${MAX_LOV_TYPES} 种值列表`, ErrorCode.validation);
      }
      const bad = types.find((type) => !LOV_TYPE_PATTERN.test(type));
      if (bad)
        throw new BusinessError(`值列表类型格式不正确：${bad.slice(0, 50)}`, ErrorCode.validation);
      return sendCached(
        request,
        reply,
        await cache.get(`lov:${types.join(',')}`, () => listLovs(app.db, types)),
      );
    },
  );
};
