// A file's bytes as rows of cells. The bytes decide what the file is, never its name: an XLSX is a
// ZIP (read by read-excel-file); anything else must be text (a CSV, read by csv-parse) in UTF-8 —
// tried first, strictly, so a GBK file is never half-read as UTF-8 — or else GB18030, the superset
// of GBK that Excel on a Chinese Windows writes. A byte-order mark is dropped. A legacy .xls, an
// image, a PDF or a UTF-16 text is not a spreadsheet this reads, and is refused as one.
import { parse } from 'csv-parse/sync';
import { readSheet } from 'read-excel-file/node';
import { IMPORT_ROW_LIMIT } from '../../../../src/contract/admin-membership-import';
import { BusinessError, ErrorCode } from '../../../http/business-error';
import { IMPORT_MSG } from './import-messages';

/** A cell as read: text, or a date when an XLSX cell holds one. */
export type Cell = string | Date;

export interface SheetRows {
  header: string[];
  /** Data rows with their line in the file (the header is line 1); blank rows dropped. */
  rows: { line: number; cells: Cell[] }[];
}

const refuse = (message: string) => new BusinessError(message, ErrorCode.validation);

const ZIP = Buffer.from([0x50, 0x4b, 0x03, 0x04]);
const UTF8_BOM = Buffer.from([0xef, 0xbb, 0xbf]);

/** Bytes no text spreadsheet holds: NUL and the control characters other than tab and newlines. */
function looksBinary(bytes: Buffer): boolean {
  const end = Math.min(bytes.length, 8192);
  for (let i = 0; i < end; i += 1) {
    const byte = bytes[i] as number;
    if (byte < 0x09 || (byte > 0x0d && byte < 0x20 && byte !== 0x1b)) return true;
  }
  return false;
}

export function decodeText(bytes: Buffer): string {
  const body = bytes.subarray(0, 3).equals(UTF8_BOM) ? bytes.subarray(3) : bytes;
  try {
    return new TextDecoder('utf-8', { fatal: true }).decode(body);
  } catch {
    return new TextDecoder('gb18030').decode(body);
  }
}

async function readCells(bytes: Buffer): Promise<Cell[][]> {
  if (bytes.subarray(0, 4).equals(ZIP)) {
    const data = await readSheet(bytes).catch(() => {
      throw refuse(IMPORT_MSG.unreadable);
    });
    return data.map((row) =>
      row.map((cell) =>
        cell instanceof Date ? cell : cell === null || cell === undefined ? '' : String(cell),
      ),
    );
  }
  if (looksBinary(bytes) || bytes.subarray(0, 5).toString('latin1') === '%PDF-') {
    throw refuse(IMPORT_MSG.notSpreadsheet);
  }
  try {
    return parse(decodeText(bytes), { relax_column_count: true, relax_quotes: true });
  } catch {
    throw refuse(IMPORT_MSG.unreadable);
  }
}

const isBlank = (cells: readonly Cell[]) =>
  cells.every((cell) => typeof cell === 'string' && cell.trim() === '');

export async function readSheetRows(bytes: Buffer): Promise<SheetRows> {
  const [first, ...rest] = await readCells(bytes);
  if (!first || isBlank(first)) throw refuse(IMPORT_MSG.noHeader);
  const rows = rest
    .map((cells, index) => ({ line: index + 2, cells }))
    .filter((row) => !isBlank(row.cells));
  if (rows.length === 0) throw refuse(IMPORT_MSG.noRows);
  if (rows.length > IMPORT_ROW_LIMIT) throw refuse(IMPORT_MSG.tooManyRows(rows.length));
  return { header: first.map((cell) => (typeof cell === 'string' ? cell : '')), rows };
}
