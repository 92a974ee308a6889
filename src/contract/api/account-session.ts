// The two account calls every page's start-up may make (who is signed in, and signing out), kept
// apart from the rest of the account table so the first load of every page carries only these.
import { defineRoute } from './define-route';

const tags = ['账号'];
const schemas = () => Promise.all([import('../account'), import('../common')]);

export const sessionApi = {
  userInfo: defineRoute({
    method: 'GET',
    path: '/api/user/getUserInfo',
    summary: '当前登录用户',
    tags,
    schemas: () => schemas().then(([a]) => ({ response: a.currentUserSchema })),
  }),
  logout: defineRoute({
    method: 'POST',
    path: '/api/user/logout',
    summary: '退出登录',
    tags,
    schemas: () => schemas().then(([, c]) => ({ response: c.noDataSchema })),
  }),
};
