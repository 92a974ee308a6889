// What an upload is, judged by its bytes (file-type reads the magic numbers and looks inside ZIP
// containers to tell DOCX, XLSX and PPTX from a plain ZIP). The name's extension must be one the
// kind accepts, and the bytes must be of that very type: a PNG named 报名表.pdf or a text named
// 海报.png is refused. Two cases file-type cannot settle alone: the old Office formats share one
// container (CFB), so the extension tells Word, Excel and PowerPoint apart; and plain text has no
// magic number, so CSV and TXT are taken when the bytes are UTF-8 (a BOM allowed) with no NUL.
import { isUtf8 } from 'node:buffer';
import { fileTypeFromBuffer } from 'file-type';
import {
  UPLOAD_EXTENSIONS,
  extensionOf,
  uploadMessages,
  type UploadKind,
} from '../../../../src/contract/admin-uploads';
import { BusinessError, ErrorCode } from '../../../http/business-error';

/** The type each accepted extension is stored and served with. */
const MIME_OF_EXTENSION: Record<string, string> = {
  png: 'image/png',
  jpg: 'image/jpeg',
  jpeg: 'image/jpeg',
  gif: 'image/gif',
  webp: 'image/webp',
  pdf: 'application/pdf',
  doc: 'application/msword',
  docx: 'application/vnd.openxmlformats-officedocument.wordprocessingml.document',
  xls: 'application/vnd.ms-excel',
  xlsx: 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet',
  ppt: 'application/vnd.ms-powerpoint',
  pptx: 'application/vnd.openxmlformats-officedocument.presentationml.presentation',
  zip: 'application/zip',
  csv: 'text/csv',
  txt: 'text/plain',
};

/** What file-type calls the bytes each extension must hold. */
const DETECTED_EXTENSION: Record<string, string | undefined> = {
  jpeg: 'jpg',
  doc: 'cfb',
  xls: 'cfb',
  ppt: 'cfb',
  csv: undefined,
  txt: undefined,
};

const refuse = (message: string) => new BusinessError(message, ErrorCode.validation);

const UTF8_BOM = [0xef, 0xbb, 0xbf];

function isUtf8Text(bytes: Buffer): boolean {
  const bom = UTF8_BOM.every((byte, i) => bytes[i] === byte);
  const text = bom ? bytes.subarray(UTF8_BOM.length) : bytes;
  return isUtf8(text) && !text.includes(0);
}

/** The type to store `bytes` with, or a BusinessError saying in Chinese why they are refused. */
export async function uploadType(
  bytes: Buffer,
  fileName: string,
  kind: UploadKind,
): Promise<string> {
  const extension = extensionOf(fileName);
  if (!UPLOAD_EXTENSIONS[kind].includes(extension)) throw refuse(uploadMessages.unsupported(kind));
  const expected = extension in DETECTED_EXTENSION ? DETECTED_EXTENSION[extension] : extension;
  const detected = (await fileTypeFromBuffer(bytes))?.ext;
  if (detected !== expected) throw refuse(uploadMessages.mismatch);
  if (expected === undefined && !isUtf8Text(bytes)) throw refuse(uploadMessages.notUtf8);
  return MIME_OF_EXTENSION[extension] as string;
}
