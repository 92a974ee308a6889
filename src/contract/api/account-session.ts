// The two account calls every page's start-up may make (who is signed in, and signing out), kept
// apart from the rest of the account table so the first load of every page carries only these.
// One entry written out per route, alike in shape on purpose (define-route.ts, RouteGroup).
import type { RouteGroup, SchemaLoad } from './define-route';

const tags = ['账号'];
const schemas = (load: SchemaLoad) => Promise.all([load('account'), load('common')]);

export const sessionApi = {
  userInfo: {
    method: 'GET',
    path: '/api/user/getUserInfo',
    summary: '当前登录用户',
    tags,
    schemas: async (load) => {
      const [a] = await schemas(load);
      return { response: a.currentUserSchema };
    },
  },
  logout: {
    method: 'POST',
    path: '/api/user/logout',
    session: true,
    summary: '退出登录',
    tags,
    schemas: async (load) => {
      const [, c] = await schemas(load);
      return { response: c.noDataSchema };
    },
  },
} satisfies RouteGroup;
