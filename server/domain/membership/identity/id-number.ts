// 居民身份证号码 (GB 11643): 17 digits and a check character. The 7th–14th characters are the date of
// birth, which becomes the member's birth date; the check character is the weighted sum of the
// 17 digits modulo 11. A number that fails either is refused before anything is stored.
import { MSG } from './identity-messages';

const WEIGHTS = [7, 9, 10, 5, 8, 4, 2, 1, 6, 3, 7, 9, 10, 5, 8, 4, 2];
const CHECK_CHARACTERS = '10X98765432';

export type IdNumberReading =
  { ok: true; idNumber: string; birthDate: string } | { ok: false; message: string };

/** The check character the first 17 digits call for. */
export function checkCharacterOf(first17: string): string {
  const sum = [...first17].reduce((total, digit, i) => total + Number(digit) * WEIGHTS[i]!, 0);
  return CHECK_CHARACTERS[sum % 11]!;
}

function isRealDate(year: number, month: number, day: number): boolean {
  const date = new Date(Date.UTC(year, month - 1, day));
  return (
    date.getUTCFullYear() === year && date.getUTCMonth() === month - 1 && date.getUTCDate() === day
  );
}

/** Reads a number as typed (spaces trimmed, a lower-case x accepted); `today` bounds the birth date. */
export function readIdNumber(raw: string, today: string): IdNumberReading {
  const idNumber = raw.trim().toUpperCase();
  if (!/^\d{17}[\dX]$/.test(idNumber)) return { ok: false, message: MSG.idNumberShape };
  const year = Number(idNumber.slice(6, 10));
  const month = Number(idNumber.slice(10, 12));
  const day = Number(idNumber.slice(12, 14));
  const birthDate = `${idNumber.slice(6, 10)}-${idNumber.slice(10, 12)}-${idNumber.slice(12, 14)}`;
  // Date.UTC reads years below 100 as 19xx: the bound keeps 0000 from passing as 1900.
  if (year < 1800 || !isRealDate(year, month, day) || birthDate > today) {
    return { ok: false, message: MSG.idNumberBirthDate };
  }
  if (checkCharacterOf(idNumber.slice(0, 17)) !== idNumber[17]) {
    return { ok: false, message: MSG.idNumberChecksum };
  }
  return { ok: true, idNumber, birthDate };
}

/** What every screen shows: the region's first four digits and the last four, e.g. 3301**********1234. */
export const maskIdNumber = (idNumber: string) =>
  `${idNumber.slice(0, 4)}${'*'.repeat(idNumber.length - 8)}${idNumber.slice(-4)}`;
