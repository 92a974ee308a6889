// The sign-up list as a file staff open in Excel, through the console's table export
// (shell/table-export.ts): XLSX, or CSV with a byte-order mark.
import type { TrainingSignupRow } from '../../../contract/admin-trainings';
import { formatDate } from '../../../theme/components/date-format';
import { exportFileName as fileName, tableCsv, tableXlsx } from '../shell/table-export';
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

export const signupCsv = (list: readonly TrainingSignupRow[]) => tableCsv(signupTable(list));

export const signupXlsx = (list: readonly TrainingSignupRow[]) =>
  tableXlsx(signupTable(list), { sheet: M.exportSheet, widths: [6, 14, 16, 18] });

/** 《title》-报名名单.xlsx, without the characters a file system refuses. */
export const exportFileName = (title: string, extension: 'xlsx' | 'csv') =>
  fileName(title, M.exportSuffix, extension);
