// Reading one cell of the association's sheets: the forms the same value takes when typed by hand
// (dates as 2001-05-03, 2001/5/3, 2001.5.3, 2001年5月3日 or 20010503; phones with spaces, dashes
// or +86). Each reader answers the stored value, or undefined when the text is not one.
import type { Gender } from '../../../db/schema';
import type { Cell } from './read-sheet';

/** A cell's text as typed, a date cell as YYYY-MM-DD. */
export const cellText = (cell: Cell | undefined): string =>
  cell instanceof Date ? cell.toISOString().slice(0, 10) : (cell ?? '').normalize('NFKC').trim();

export function readPhone(text: string): string | undefined {
  const digits = text.replace(/[\s-]/g, '').replace(/^\+?86(?=1\d{10}$)/, '');
  return /^1\d{10}$/.test(digits) ? digits : undefined;
}

const GENDERS: Record<string, Gender> = { 男: 'M', 男性: 'M', m: 'M', 女: 'F', 女性: 'F', f: 'F' };

export const readGender = (text: string): Gender | undefined => GENDERS[text.toLowerCase()];

// 年, 月 and 日 escaped: a regular expression keeps its characters as written in the server's
// bundle, which must stay ASCII (scripts/lib/server-build.mjs).
const DATE_FORMS = [
  /^(\d{4})[-/.](\d{1,2})[-/.](\d{1,2})$/,
  /^(\d{4})\u5e74(\d{1,2})\u6708(\d{1,2})\u65e5?$/,
];

export function readDate(text: string): string | undefined {
  const compact = /^(\d{4})(\d{2})(\d{2})$/.exec(text);
  const match = compact ?? DATE_FORMS.map((form) => form.exec(text)).find(Boolean);
  if (!match) return undefined;
  const [year, month, day] = [match[1], match[2], match[3]].map(Number) as [number, number, number];
  const date = new Date(Date.UTC(year, month - 1, day));
  // Date.UTC rolls 2001-02-30 over to March: a date that does not exist is not one.
  if (date.getUTCFullYear() !== year || date.getUTCMonth() !== month - 1) return undefined;
  if (date.getUTCDate() !== day || year < 1900) return undefined;
  return date.toISOString().slice(0, 10);
}

/** The rows of a sheet as text by field key (see import-headers.ts `mapHeaders`). */
export function rowTexts(cells: readonly Cell[], columns: Map<number, string>) {
  const texts: Record<string, string> = {};
  for (const [column, key] of columns) texts[key] = cellText(cells[column]);
  return texts;
}
