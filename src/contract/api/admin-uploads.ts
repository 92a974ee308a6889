// The console's uploads (src/features/admin/uploads) and where anyone reads one back.
import type { RouteGroup, SchemaLoad } from './define-route';

const tags = ['管理后台：上传'];
const schemas = (load: SchemaLoad) => Promise.all([load('admin-uploads'), load('common')]);

export const uploadsApi = {
  upload: {
    method: 'POST',
    path: '/api/admin/uploads',
    summary: '上传图片或文件（工作人员）',
    description:
      '请求体是文件的原始字节（Content-Type: application/octet-stream），文件名放在查询参数 fileName（URL 编码），kind 为 image 或 file。' +
      '类型由文件内容判断：图片收 PNG、JPG、GIF、WebP，不超过 5 MB；文件收 PDF、Word、Excel、PPT、ZIP、CSV、TXT（UTF-8），不超过 20 MB；扩展名与内容不符的拒收。',
    tags,
    bodyEncoding: 'raw',
    schemas: async (load) => {
      const [u] = await schemas(load);
      return { query: u.uploadQuery, body: u.uploadBody, response: u.uploadedFileSchema };
    },
  },
  file: {
    method: 'GET',
    path: '/api/uploads/:id',
    summary: '读取上传的图片或文件（公开，长期缓存）',
    tags,
    file: true,
    schemas: async (load) => {
      const [u, c] = await schemas(load);
      return { params: c.idParam, response: u.uploadFileSchema };
    },
  },
} satisfies RouteGroup;
