// The console's downloads (src/features/admin/downloads): list, read, create and edit an item (its
// file an upload), and its life cycle (publish now or at a time, withdraw, pin).
// One entry written out per route, alike in shape on purpose (define-route.ts, RouteGroup).
import type { RouteGroup, SchemaLoad } from './define-route';

const tags = ['管理后台：下载'];
const schemas = (load: SchemaLoad) =>
  Promise.all([load('admin-downloads'), load('admin-life-cycle'), load('common')]);

export const adminDownloadsApi = {
  list: {
    method: 'GET',
    path: '/api/admin/downloads',
    summary: '下载列表（按标题、文件名搜索，按栏目和状态筛选）',
    tags,
    schemas: async (load) => {
      const [d] = await schemas(load);
      return { query: d.adminDownloadListQuery, response: d.adminDownloadPageSchema };
    },
  },
  detail: {
    method: 'GET',
    path: '/api/admin/downloads/:id',
    summary: '下载详情（编辑用）',
    tags,
    schemas: async (load) => {
      const [d, , c] = await schemas(load);
      return { params: c.idParam, response: d.adminDownloadSchema };
    },
  },
  create: {
    method: 'POST',
    path: '/api/admin/downloads',
    summary: '新建下载（草稿，文件为已上传的文件）',
    tags,
    schemas: async (load) => {
      const [d] = await schemas(load);
      return { body: d.downloadBody, response: d.adminDownloadSchema };
    },
  },
  update: {
    method: 'POST',
    path: '/api/admin/downloads/:id',
    summary: '修改下载（状态不变；uploadId 为 0 时保留原文件）',
    tags,
    schemas: async (load) => {
      const [d, , c] = await schemas(load);
      return { params: c.idParam, body: d.downloadBody, response: d.adminDownloadSchema };
    },
  },
  publish: {
    method: 'POST',
    path: '/api/admin/downloads/:id/publish',
    summary: '发布下载（立即或定时）',
    tags,
    schemas: async (load) => {
      const [d, l, c] = await schemas(load);
      return { params: c.idParam, body: l.publishBody, response: d.adminDownloadSchema };
    },
  },
  withdraw: {
    method: 'POST',
    path: '/api/admin/downloads/:id/withdraw',
    summary: '撤回已发布的下载',
    tags,
    schemas: async (load) => {
      const [d, , c] = await schemas(load);
      return { params: c.idParam, response: d.adminDownloadSchema };
    },
  },
  pin: {
    method: 'POST',
    path: '/api/admin/downloads/:id/pin',
    summary: '置顶或取消置顶下载',
    tags,
    schemas: async (load) => {
      const [d, l, c] = await schemas(load);
      return { params: c.idParam, body: l.pinBody, response: d.adminDownloadSchema };
    },
  },
} satisfies RouteGroup;
