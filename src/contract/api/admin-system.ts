// 系统 (src/features/admin/system): staff read the state of the backups.
import type { RouteGroup } from './define-route';

const tags = ['管理后台：系统'];

export const adminSystemApi = {
  status: {
    method: 'GET',
    path: '/api/admin/system',
    summary: '系统状态：最近一次备份（时间、大小、结果）与保留的备份',
    tags,
    schemas: async (load) => ({ response: (await load('system')).systemStatusSchema }),
  },
} satisfies RouteGroup;
