// The console's import of the association's lists (src/features/admin/membership-import).
import type { RouteGroup, SchemaLoad } from './define-route';

const tags = ['管理后台：名单导入'];
const schemas = (load: SchemaLoad) => Promise.all([load('admin-membership-import')]);
const description =
  '请求体是表格文件的原始字节（Content-Type: application/octet-stream），文件名放在查询参数 fileName，list 为 members（会员）或 clubs（俱乐部）。' +
  '收 XLSX 与 CSV（UTF-8 或 GBK 编码），不超过 10 MB、20000 行；表头可用中文同义词，无法识别的表头整份拒收。';

export const adminMembershipImportApi = {
  preview: {
    method: 'POST',
    path: '/api/admin/membership/imports/preview',
    summary: '预览导入：逐行显示将保存的内容与问题（不保存）',
    description,
    tags,
    bodyEncoding: 'raw',
    schemas: async (load) => {
      const [i] = await schemas(load);
      return { query: i.importQuery, body: i.importBody, response: i.importPreviewSchema };
    },
  },
  commit: {
    method: 'POST',
    path: '/api/admin/membership/imports/commit',
    summary: '导入：重新检查同一文件，在一个事务中保存没有问题的行，答复未导入的行',
    description,
    tags,
    bodyEncoding: 'raw',
    schemas: async (load) => {
      const [i] = await schemas(load);
      return { query: i.importQuery, body: i.importBody, response: i.importResultSchema };
    },
  },
} satisfies RouteGroup;
