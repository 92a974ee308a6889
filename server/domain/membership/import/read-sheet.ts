// A file's bytes as rows of cells. The bytes decide what the file is, never its name: an XLSX is a
// ZIP (read by read-excel-file); anything else must be text (a CSV, read by csv-parse) in UTF-8 —
// tried first, strictly, so a GBK file is never half-read as UTF-8 — or else GB18030, the superset
// of GBK that Excel on a Chinese Windows writes. A byte-order mark is dropped. A legacy .xls, an
// image, a PDF or a UTF-16 text is not a spreadsheet this reads, and is refused as one. The reading
// itself runs on a worker thread of its own (read-sheet-worker.mjs), one per file.
import { Worker } from 'node:worker_threads';
import { IMPORT_ROW_LIMIT } from '../../../../src/contract/admin-membership-import';
import { BusinessError, ErrorCode } from '../../../http/business-error';
import { IMPORT_MSG } from './import-messages';

const WORKER_URL = new URL('./read-sheet-worker.mjs', import.meta.url);

/** A cell as read: text, or a date when an XLSX cell holds one. */
export type Cell = string | Date;

export interface SheetRows {
  header: string[];
  /** Data rows with their line in the file (the header is line 1); blank rows dropped. */
  rows: { line: number; cells: Cell[] }[];
}

type WorkerAnswer = { rows: Cell[][] } | { refusal: 'unreadable' | 'notSpreadsheet' };

const refuse = (message: string) => new BusinessError(message, ErrorCode.validation);

function readCells(bytes: Buffer): Promise<Cell[][]> {
  // Without the parent's --import tsx: the worker is plain JavaScript.
  const worker = new Worker(WORKER_URL, { execArgv: [] });
  return new Promise<Cell[][]>((resolve, reject) => {
    worker.once('message', (answer: WorkerAnswer) => {
      if ('rows' in answer) resolve(answer.rows);
      else reject(refuse(IMPORT_MSG[answer.refusal]));
    });
    worker.once('error', reject);
    worker.postMessage(bytes);
  }).finally(() => void worker.terminate());
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
