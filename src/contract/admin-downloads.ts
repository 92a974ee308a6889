// The console's downloads (下载中心): the list, one item and the editor's body. The file itself is
// uploaded first (admin-uploads.ts) and named here by its upload id; its bytes are copied into the
// download, so the public file route serves it as it serves every other download.
import { z } from 'zod';
import {
  consolePageOf,
  consolePageQuery,
  lifeCycleFields,
  searchText,
  statusFilter,
} from './admin-life-cycle';
import { requiredText } from './admin-trainings';
import { DOWNLOAD_CATEGORIES } from './content-portal';

const downloadCategory = z.enum(DOWNLOAD_CATEGORIES, { error: '请选择栏目' });

/** The stored file stays: the editor sends it when the item's file was not replaced. */
export const KEEP_FILE = 0;

export const downloadBody = z.object({
  name: requiredText('标题', 100),
  category: downloadCategory,
  /** An upload's id, or KEEP_FILE (0) on an edit to keep the file the item has. */
  uploadId: z
    .number({ error: '请上传文件' })
    .int('请上传文件')
    .min(KEEP_FILE, '请上传文件')
    .max(2147483647, '文件编号超出范围'),
});
export type DownloadBody = z.infer<typeof downloadBody>;

export const adminDownloadListQuery = consolePageQuery.extend({
  q: searchText,
  category: z.enum(['', ...DOWNLOAD_CATEGORIES], { error: '栏目不正确' }).optional(),
  status: statusFilter,
});
export type AdminDownloadListQuery = z.input<typeof adminDownloadListQuery>;

export const adminDownloadRowSchema = z.object({
  id: z.number().int(),
  category: downloadCategory,
  name: z.string(),
  fileName: z.string(),
  mime: z.string(),
  size: z.number().int(),
  ...lifeCycleFields,
});
export type AdminDownloadRow = z.infer<typeof adminDownloadRowSchema>;
export const adminDownloadPageSchema = consolePageOf(adminDownloadRowSchema);

export const adminDownloadSchema = adminDownloadRowSchema.extend({
  /**
   * Where the item's file can be opened whatever the item's status: the public address of the
   * upload it was copied from; '' for a file that came with the demo data.
   */
  fileUrl: z.string(),
});
export type AdminDownload = z.infer<typeof adminDownloadSchema>;
