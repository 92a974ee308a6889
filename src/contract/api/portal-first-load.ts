// The portal's reads on a page's first load: the site configuration every page reads, and the
// home page's one read. Apart from the rest of the portal's table
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
} satisfies RouteGroup;
