// The import of a list (docs/membership.md, "Importing lists"): the file read, its headers mapped,
// every row checked against what is stored, then either answered (the preview) or — the file sent
// again and checked afresh inside the transaction that writes — the rows without problems stored
// at once with one audit row. A row of a member or club already stored is never written twice, so
// importing the same file again stores nothing and says every row exists.
import type { FastifyInstance } from 'fastify';
import type { Kysely, Transaction } from 'kysely';
import {
  IMPORT_LIST_NAMES,
  type ImportList,
  type ImportPreview,
  type ImportResult,
  type ImportRow,
} from '../../../../src/contract/admin-membership-import';
import type { AuthUser } from '../../../auth/auth-user';
import { recordStaffWrite } from '../../../audit/record-staff-write';
import { localDateString } from '../../../db/local-date';
import { BusinessError } from '../../../http/business-error';
import type { Database } from '../../../db/schema';
import { checkClubRows } from './club-rows';
import { loadClubState, writeClubs } from './club-store';
import { importColumns, mapHeaders } from './import-headers';
import { cellText, rowTexts } from './import-cells';
import { checkMemberRows } from './member-rows';
import { loadMemberState } from './member-state';
import { writeMembers } from './member-writes';
import { IMPORT_MSG } from './import-messages';
import { readSheetRows } from './read-sheet';

type Db = Kysely<Database> | Transaction<Database>;
type TextRows = { line: number; texts: Record<string, string> }[];

interface Checked {
  rows: { row: ImportRow; exists: boolean; stored: boolean }[];
  /** Stores the rows without problems in the transaction given. */
  write: (trx: Transaction<Database>, at: string) => Promise<void>;
}

async function readTextRows(list: ImportList, bytes: Buffer): Promise<TextRows> {
  const sheet = await readSheetRows(bytes);
  const hasData = (column: number) => sheet.rows.some((r) => cellText(r.cells[column]) !== '');
  const columns = mapHeaders(list, sheet.header, hasData);
  return sheet.rows.map((r) => ({ line: r.line, texts: rowTexts(r.cells, columns) }));
}

async function checkRows(db: Db, list: ImportList, rows: TextRows, now: Date): Promise<Checked> {
  const texts = rows.map((r) => r.texts);
  if (list === 'members') {
    const checked = checkMemberRows(rows, await loadMemberState(db, texts, localDateString(now)));
    const records = checked.flatMap((c) => (c.record ? [c.record] : []));
    return {
      rows: checked.map((c) => ({ row: c.row, exists: c.exists, stored: c.record !== undefined })),
      write: (trx, at) => writeMembers(trx, records, at),
    };
  }
  const checked = checkClubRows(rows, await loadClubState(db, texts, now.getFullYear()));
  const records = checked.flatMap((c) => (c.record ? [c.record] : []));
  return {
    rows: checked.map((c) => ({ row: c.row, exists: c.exists, stored: c.record !== undefined })),
    write: (trx, at) => writeClubs(trx, records, at),
  };
}

/**
 * Another write stored the same phone, certificate or club name between this import's check and its
 * insert (two staff importing one file at once): the unique index refuses, and nothing is kept.
 */
const isUniqueViolation = (error: unknown) => {
  const code = (error as { code?: unknown } | null)?.code;
  return code === '23505' || code === 'SQLITE_CONSTRAINT_UNIQUE';
};

const counts = (checked: Checked) => ({
  total: checked.rows.length,
  valid: checked.rows.filter((r) => r.stored).length,
  existing: checked.rows.filter((r) => r.exists).length,
});

export function listImport(app: FastifyInstance) {
  return {
    async preview(list: ImportList, bytes: Buffer): Promise<ImportPreview> {
      const rows = await readTextRows(list, bytes);
      const checked = await checkRows(app.db, list, rows, new Date(app.now()));
      return {
        list,
        columns: importColumns(list),
        ...counts(checked),
        rows: checked.rows.map((r) => r.row),
      };
    },

    async commit(
      staff: AuthUser,
      list: ImportList,
      fileName: string,
      bytes: Buffer,
    ): Promise<ImportResult> {
      // Reading the file is the slow part and touches no table: done before the transaction.
      const rows = await readTextRows(list, bytes);
      const checked = await app.db
        .transaction()
        .execute(async (trx) => {
          const now = new Date(app.now());
          const result = await checkRows(trx, list, rows, now);
          const { total, valid, existing } = counts(result);
          // A file whose every row is stored already (imported twice) changes nothing, log included.
          if (valid === 0) return result;
          await result.write(trx, now.toISOString());
          await recordStaffWrite(trx, staff, app.now(), {
            action: `import.${list}`,
            targetType: 'import',
            summary:
              `导入${IMPORT_LIST_NAMES[list]}名单《${fileName}》：共 ${total} 行，` +
              `新增 ${valid} 行，已存在 ${existing} 行，未导入 ${total - valid} 行`,
            after: { fileName, total, created: valid, existing, leftOut: total - valid },
          });
          return result;
        })
        .catch((error: unknown) => {
          throw isUniqueViolation(error) ? new BusinessError(IMPORT_MSG.raced) : error;
        });
      const { total, valid, existing } = counts(checked);
      return {
        list,
        columns: importColumns(list),
        total,
        created: valid,
        existing,
        leftOut: checked.rows.filter((r) => !r.stored).map((r) => r.row),
      };
    },
  };
}
