// The console's uploads (docs/console.md, "Uploads"): an image or a file is sent on its own, as the
// raw bytes with its name in the query, and a form then names it by id. What each kind accepts and
// how big it may be are written here once: the server refuses by them, and the upload field checks
// the size before sending 20 MB that would be refused.
import { z } from 'zod';
import { visibleText } from './account';

export const UPLOAD_KINDS = ['image', 'file'] as const;
export const uploadKindSchema = z.enum(UPLOAD_KINDS, { error: '上传类别只能是图片或文件' });
export type UploadKind = z.infer<typeof uploadKindSchema>;

const MB = 1024 * 1024;

/** The most bytes an upload of each kind may have. */
export const UPLOAD_LIMITS: Record<UploadKind, number> = { image: 5 * MB, file: 20 * MB };

/** The names' extensions each kind takes (lower case); the bytes must then be of that type. */
export const UPLOAD_EXTENSIONS: Record<UploadKind, readonly string[]> = {
  // No SVG: it can carry a script.
  image: ['png', 'jpg', 'jpeg', 'gif', 'webp'],
  file: ['pdf', 'doc', 'docx', 'xls', 'xlsx', 'ppt', 'pptx', 'zip', 'csv', 'txt'],
};

const ACCEPTED_TYPES: Record<UploadKind, string> = {
  image: 'PNG、JPG、GIF 或 WebP 图片',
  file: 'PDF、Word、Excel、PPT、ZIP、CSV 或 TXT 文件',
};

export const uploadMessages = {
  tooLarge: (kind: UploadKind) =>
    `${kind === 'image' ? '图片' : '文件'}不能超过 ${UPLOAD_LIMITS[kind] / MB} MB`,
  empty: '文件是空的，请选择要上传的文件',
  unsupported: (kind: UploadKind) => `只能上传 ${ACCEPTED_TYPES[kind]}`,
  /** What the field says it takes. */
  hint: (kind: UploadKind) => `${ACCEPTED_TYPES[kind]}，不超过 ${UPLOAD_LIMITS[kind] / MB} MB`,
  mismatch: '文件内容与扩展名不符',
  notUtf8: '文本文件必须是 UTF-8 编码',
} as const;

/** The lower-case extension of a file name, '' when it has none. */
export function extensionOf(fileName: string): string {
  const dot = fileName.lastIndexOf('.');
  return dot > 0 ? fileName.slice(dot + 1).toLowerCase() : '';
}

/** POST /api/admin/uploads?fileName=…&kind=… */
export const uploadQuery = z.object({
  // No hidden characters: a direction mark can make 「fdp.exe」 read as 「exe.pdf」.
  fileName: visibleText(
    z
      .string({ error: '请提供文件名' })
      .trim()
      .min(1, '请提供文件名')
      .max(100, '文件名不能超过 100 个字'),
    '文件名',
  ).refine((name) => !/[/\\]/.test(name), '文件名不能包含 / 或 \\'),
  kind: uploadKindSchema,
});
export type UploadQuery = z.infer<typeof uploadQuery>;

/**
 * The raw bytes: a Blob from the browser, a Buffer (a Uint8Array) on the server. Empty or absent
 * is refused here; the type and the size are the server's to judge.
 */
export const uploadBody = z.custom<Blob | Uint8Array>(
  (value) => (value instanceof Uint8Array || value instanceof Blob) && sizeOf(value) > 0,
  { error: uploadMessages.empty },
);

const sizeOf = (value: Blob | Uint8Array) => (value instanceof Blob ? value.size : value.length);

/** What an upload answers, and what a form holds for its upload field. */
export const uploadedFileSchema = z.object({
  id: z.number().int(),
  /** Where anyone reads it (GET, public, cached for a year: the id never changes content). */
  url: z.string(),
  fileName: z.string(),
  /** The type found in the bytes. */
  mime: z.string(),
  size: z.number().int(),
});
export type UploadedFile = z.infer<typeof uploadedFileSchema>;

/** The file itself, as /api/docs shows it. */
export const uploadFileSchema = z
  .string()
  .meta({ format: 'binary', description: '文件内容（图片直接显示，其他文件作为附件下载）' });
