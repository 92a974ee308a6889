// For a load balancer or systemd, not for pages: is the process up, and is it ready for requests.
// Public, cheap and never cached (docs/architecture.md, "Operations").
import type { RouteGroup } from './define-route';

const tags = ['运维'];

export const healthApi = {
  health: {
    method: 'GET',
    path: '/api/health',
    summary: '存活检查：进程在应答',
    tags,
    schemas: async (load) => ({ response: (await load('system')).healthSchema }),
  },
  ready: {
    method: 'GET',
    path: '/api/ready',
    summary: '就绪检查：数据库可用且迁移已完成；正在停止或数据库无应答时为 HTTP 503',
    tags,
    schemas: async (load) => ({ response: (await load('system')).readySchema }),
  },
} satisfies RouteGroup;
