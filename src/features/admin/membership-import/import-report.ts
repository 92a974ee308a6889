// The report staff download after an import: the rows left out, as stored would have been, with
// their line in the file and a 问题 column, as an XLSX to fix and import again.
import type { ImportResult } from '../../../contract/admin-membership-import';
import { exportFileName, tableXlsx, type TextTable } from '../shell/table-export';
import { IMPORT_MESSAGES as M } from './import-messages';

export function reportTable(result: ImportResult): TextTable {
  const header = [M.line, ...result.columns.map((c) => c.label), M.problems];
  const rows = result.leftOut.map((row) => [
    String(row.line),
    ...result.columns.map((c) => row.values[c.key] ?? ''),
    row.problems.join('；'),
  ]);
  return [header, ...rows];
}

export async function reportFile(result: ImportResult, fileName: string) {
  const table = reportTable(result);
  const widths = table[0]!.map((_, i) => (i === 0 ? 6 : i === table[0]!.length - 1 ? 48 : 14));
  const blob = await tableXlsx(table, { sheet: M.reportSheet, widths });
  const base = fileName.replace(/\.[^.]+$/, '');
  return { blob, name: exportFileName(base, M.reportName, 'xlsx') };
}
