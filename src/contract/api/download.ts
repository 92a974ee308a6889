// The download centre's calls (src/features/download).
import { defineRoute } from './define-route';

const tags = ['下载中心'];
const schemas = () => import('../content-portal');

export const downloadApi = {
  list: defineRoute({
    method: 'GET',
    path: '/api/downloads',
    summary: '下载中心文件列表',
    tags,
    schemas: () =>
      schemas().then((c) => ({ query: c.downloadListQuery, response: c.downloadPageSchema })),
  }),
  file: defineRoute({
    method: 'GET',
    path: '/api/downloads/:id/file',
    summary: '下载文件（附件）',
    tags,
    file: true,
    schemas: () =>
      schemas().then((c) => ({ params: c.recordIdParam, response: c.downloadFileSchema })),
  }),
};
