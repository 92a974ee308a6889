// Reads one file's bytes into rows of cells, on a worker thread (read-sheet.ts): parsing a
// 10,000-row XLSX takes seconds of CPU, which on the server's own thread would hold up every other
// request — the phones' score writes on a championship day among them. Plain JavaScript, loaded
// beside its source in development and beside the bundle in production, as render-worker.mjs is.
// Answers { rows } or { refusal: 'unreadable' | 'notSpreadsheet' }; see read-sheet.ts for the rules.
import { Buffer } from 'node:buffer';
import { TextDecoder } from 'node:util';
import { parentPort } from 'node:worker_threads';
import { parse } from 'csv-parse/sync';
import { readSheet } from 'read-excel-file/node';

const ZIP = Buffer.from([0x50, 0x4b, 0x03, 0x04]);
const UTF8_BOM = Buffer.from([0xef, 0xbb, 0xbf]);

/** Bytes no text spreadsheet holds: NUL and the control characters other than tab and newlines. */
function looksBinary(bytes) {
  const end = Math.min(bytes.length, 8192);
  for (let i = 0; i < end; i += 1) {
    const byte = bytes[i];
    if (byte < 0x09 || (byte > 0x0d && byte < 0x20 && byte !== 0x1b)) return true;
  }
  return bytes.subarray(0, 5).toString('latin1') === '%PDF-';
}

function decodeText(bytes) {
  const body = bytes.subarray(0, 3).equals(UTF8_BOM) ? bytes.subarray(3) : bytes;
  try {
    return new TextDecoder('utf-8', { fatal: true }).decode(body);
  } catch {
    return new TextDecoder('gb18030').decode(body);
  }
}

async function readCells(bytes) {
  if (bytes.subarray(0, 4).equals(ZIP)) {
    const data = await readSheet(bytes);
    return data.map((row) =>
      row.map((cell) =>
        cell instanceof Date ? cell : cell === null || cell === undefined ? '' : String(cell),
      ),
    );
  }
  if (looksBinary(bytes)) return { refusal: 'notSpreadsheet' };
  return parse(decodeText(bytes), { relax_column_count: true, relax_quotes: true });
}

parentPort.on('message', async (data) => {
  try {
    const read = await readCells(Buffer.from(data.buffer, data.byteOffset, data.byteLength));
    parentPort.postMessage(Array.isArray(read) ? { rows: read } : read);
  } catch {
    parentPort.postMessage({ refusal: 'unreadable' });
  }
});
