// A table as a file staff open in Excel: XLSX (write-excel-file, loaded only when asked for) and
// CSV with a byte-order mark, so Excel reads the Chinese as UTF-8. Sections make the file in the
// browser from the rows a page already shows: the console signs in by the `ticket` header, which a
// plain download link cannot send, and the one API client answers envelopes, not files.

/** A header row, then the data rows, every cell already text. */
export type TextTable = readonly (readonly string[])[];

// A cell Excel would take for a formula (=, +, -, @, or a tab or return first) is written as text.
const FORMULA_START = /^[=+\-@\t\r]/;

function csvCell(text: string): string {
  const safe = FORMULA_START.test(text) ? `'${text}` : text;
  return /[",\r\n]/.test(safe) ? `"${safe.replace(/"/g, '""')}"` : safe;
}

export function tableCsv(table: TextTable): string {
  const lines = table.map((cells) => cells.map(csvCell).join(','));
  return `\uFEFF${lines.join('\r\n')}\r\n`;
}

export const csvBlob = (table: TextTable) =>
  new Blob([tableCsv(table)], { type: 'text/csv;charset=utf-8' });

export async function tableXlsx(
  table: TextTable,
  options: { sheet: string; widths: readonly number[] },
): Promise<Blob> {
  const { default: writeXlsxFile } = await import('write-excel-file/browser');
  const [header = [], ...rows] = table;
  const data = [
    header.map((value) => ({ value, fontWeight: 'bold' as const })),
    // Every cell as text: a phone number must not turn into a number Excel rounds or reformats.
    ...rows.map((cells) => cells.map((value) => ({ value, type: String }))),
  ];
  return writeXlsxFile(data, {
    sheet: options.sheet,
    columns: options.widths.map((width) => ({ width })),
  }).toBlob();
}

/** 《name》-suffix.ext, without the characters a file system refuses. */
export const exportFileName = (name: string, suffix: string, extension: 'xlsx' | 'csv') =>
  `${name.replace(/[\\/:*?"<>|]/g, '_')}-${suffix}.${extension}`;

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
