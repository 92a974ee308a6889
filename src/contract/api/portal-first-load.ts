// The portal's reads on a page's first load: the site configuration every page reads, the home
// page's one read, and the lists of values it shows. Apart from the rest of the portal's table
// (portal.ts), so that the first load, held to its budget, carries only these entries.
import type { RouteGroup } from './define-route';

export const portalFirstLoadApi = {
  home: {
    method: 'GET',
    path: '/api/index',
    summary: '首页数据（一次取回）',
    tags: ['首页'],
    schemas: async (load) => {
      const c = await load('content-home');
      return { response: c.homeSchema };
    },
  },
  siteConfig: {
    method: 'GET',
    path: '/api/site/config',
    summary: '站点配置（标志、名称、联系方式）',
    tags: ['首页'],
    schemas: async (load) => {
      const c = await load('site-config');
      return { response: c.siteConfigSchema };
    },
  },
  // Read by the pages that show a list (src/lib/global-state/lov.ts), the home page among them.
  lovs: {
    method: 'GET',
    path: '/api/lovConfig/lov/getByTypes',
    summary: '按类型取值列表',
    tags: ['首页'],
    schemas: async (load) => {
      const c = await load('lov');
      return { query: c.lovQuerySchema, response: c.lovListSchema };
    },
  },
} satisfies RouteGroup;
