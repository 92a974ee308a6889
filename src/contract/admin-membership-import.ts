// Importing the association's lists (docs/membership.md, "Importing lists"): staff send an XLSX or
// CSV of members or of clubs, read a preview of every row with its problems, then send the same file
// again to import the rows without problems. The server checks the file afresh each time, so a
// preview cannot be edited into an import. The limits are written here once, for the server's
// refusals and the page's hint.
import { z } from 'zod';
import { visibleText } from './account';

export const IMPORT_LISTS = ['members', 'clubs'] as const;
export const importListSchema = z.enum(IMPORT_LISTS, { error: '导入类别只能是会员或俱乐部' });
export type ImportList = z.infer<typeof importListSchema>;

export const IMPORT_LIST_NAMES: Record<ImportList, string> = { members: '会员', clubs: '俱乐部' };

/** The most data rows one file may hold (the header row not counted). */
export const IMPORT_ROW_LIMIT = 20_000;
/** The most bytes one file may have: 20,000 rows of a members sheet take about 2 MB. */
export const IMPORT_BYTE_LIMIT = 10 * 1024 * 1024;

/** POST /api/admin/membership/imports/preview|commit?list=…&fileName=… */
export const importQuery = z.object({
  list: importListSchema,
  fileName: visibleText(
    z
      .string({ error: '请提供文件名' })
      .trim()
      .min(1, '请提供文件名')
      .max(100, '文件名不能超过 100 个字'),
    '文件名',
  ),
});
export type ImportQuery = z.infer<typeof importQuery>;

/** The file's raw bytes: a Blob from the browser, a Buffer on the server. */
export const importBody = z.custom<Blob | Uint8Array>(
  (value) =>
    (value instanceof Uint8Array && value.length > 0) || (value instanceof Blob && value.size > 0),
  { error: '文件是空的，请选择要导入的表格' },
);

/** One column of the list as stored: its field and its Chinese header. */
export const importColumnSchema = z.object({ key: z.string(), label: z.string() });
export type ImportColumn = z.infer<typeof importColumnSchema>;

/**
 * One data row: its line in the file (the header is line 1), its values as they will be stored
 * (by column key; a value that cannot be read is kept as typed), and its problems in Chinese.
 */
export const importRowSchema = z.object({
  line: z.number().int(),
  values: z.record(z.string(), z.string()),
  problems: z.array(z.string()),
});
export type ImportRow = z.infer<typeof importRowSchema>;

export const importPreviewSchema = z.object({
  list: importListSchema,
  columns: z.array(importColumnSchema),
  /** Data rows in the file. */
  total: z.number().int(),
  /** Rows an import would store now. */
  valid: z.number().int(),
  /** Rows left out because what they describe is stored already (a second import of a file). */
  existing: z.number().int(),
  rows: z.array(importRowSchema),
});
export type ImportPreview = z.infer<typeof importPreviewSchema>;

export const importResultSchema = z.object({
  list: importListSchema,
  columns: z.array(importColumnSchema),
  total: z.number().int(),
  /** Rows stored by this import. */
  created: z.number().int(),
  existing: z.number().int(),
  /** The rows left out, with their problems: the report staff download. */
  leftOut: z.array(importRowSchema),
});
export type ImportResult = z.infer<typeof importResultSchema>;
