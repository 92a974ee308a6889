// The sign-up list as a file staff open in Excel: XLSX (write-excel-file, loaded only when asked
// for) and CSV with a byte-order mark, so Excel reads the Chinese as UTF-8. Made in the browser
// from the list the page already shows: the console signs in by the `ticket` header, which a plain
// download link cannot send, and the one API client answers envelopes, not files.
import type { TrainingSignupRow } from '../../../contract/admin-trainings';
import { formatDate } from '../../../theme/components/date-format';
import { TRAININGS_MESSAGES as M } from './trainings-messages';

/** The header row and one row per person, as both files hold them. */
export function signupTable(list: readonly TrainingSignupRow[]): string[][] {
  return [
    [...M.exportColumns],
    ...list.map((row, index) => [
      String(index + 1),
      row.name,
      row.phone,
      formatDate(row.signedUpAt, 'datetime'),
    ]),
  ];
}

// A cell Excel would take for a formula (=, +, -, @, or a tab or return first) is written as text.
const FORMULA_START = /^[=+\-@\t\r]/;

function csvCell(text: string): string {
  const safe = FORMULA_START.test(text) ? `'${text}` : text;
  return /[",\r\n]/.test(safe) ? `"${safe.replace(/"/g, '""')}"` : safe;
}

export function signupCsv(list: readonly TrainingSignupRow[]): string {
  const lines = signupTable(list).map((cells) => cells.map(csvCell).join(','));
  return `\uFEFF${lines.join('\r\n')}\r\n`;
}

export async function signupXlsx(list: readonly TrainingSignupRow[]): Promise<Blob> {
  const { default: writeXlsxFile } = await import('write-excel-file/browser');
  const [header = [], ...rows] = signupTable(list);
  const data = [
    header.map((value) => ({ value, fontWeight: 'bold' as const })),
    // Every cell as text: a phone number must not turn into a number Excel rounds or reformats.
    ...rows.map((cells) => cells.map((value) => ({ value, type: String }))),
  ];
  return writeXlsxFile(data, {
    sheet: M.exportSheet,
    columns: [{ width: 6 }, { width: 14 }, { width: 16 }, { width: 18 }],
  }).toBlob();
}

/** 《title》报名名单.xlsx, without the characters a file system refuses. */
export const exportFileName = (title: string, extension: 'xlsx' | 'csv') =>
  `${title.replace(/[\\/:*?"<>|]/g, '_')}-${M.exportSuffix}.${extension}`;

/** Hands the file to the browser's downloads. */
export function saveFile(blob: Blob, fileName: string): void {
  const url = URL.createObjectURL(blob);
  const link = document.createElement('a');
  link.href = url;
  link.download = fileName;
  document.body.append(link);
  link.click();
  link.remove();
  // After the click has been handled: revoking at once may cancel the download in some browsers.
  setTimeout(() => URL.revokeObjectURL(url), 1000);
}
