// The download centre's calls (src/features/download).
import type { RouteGroup, SchemaLoad } from './define-route';

const tags = ['下载中心'];
const schemas = (load: SchemaLoad) => load('content-portal');

export const downloadApi = {
  list: {
    method: 'GET',
    path: '/api/downloads',
    summary: '下载中心文件列表',
    tags,
    schemas: async (load) => {
      const c = await schemas(load);
      return { query: c.downloadListQuery, response: c.downloadPageSchema };
    },
  },
  file: {
    method: 'GET',
    path: '/api/downloads/:id/file',
    summary: '下载文件（附件）',
    tags,
    file: true,
    schemas: async (load) => {
      const c = await schemas(load);
      return { params: c.recordIdParam, response: c.downloadFileSchema };
    },
  },
} satisfies RouteGroup;
