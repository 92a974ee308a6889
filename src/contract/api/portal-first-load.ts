// The portal's reads on a page's first load: the site configuration and the lists of values that
// every page reads, and the home page's one read. Apart from the rest of the portal's table
// (portal.ts), so that the first load, held to its budget, carries only these entries.
import { defineRoute } from './define-route';

export const portalFirstLoadApi = {
  home: defineRoute({
    method: 'GET',
    path: '/api/index',
    summary: '首页数据（一次取回）',
    tags: ['首页'],
    schemas: () => import('../content-home').then((c) => ({ response: c.homeSchema })),
  }),
  siteConfig: defineRoute({
    method: 'GET',
    path: '/api/site/config',
    summary: '站点配置（标志、名称、联系方式）',
    tags: ['首页'],
    schemas: () => import('../site-config').then((c) => ({ response: c.siteConfigSchema })),
  }),
  lovs: defineRoute({
    method: 'GET',
    path: '/api/lovConfig/lov/getByTypes',
    summary: '按类型取值列表',
    tags: ['首页'],
    schemas: () =>
      import('../lov').then((c) => ({ query: c.lovQuerySchema, response: c.lovListSchema })),
  }),
};
