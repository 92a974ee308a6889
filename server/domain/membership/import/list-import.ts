// The import of a list (docs/membership.md, "Importing lists"): the file read, its headers mapped,
// every row checked against what is stored, then either answered (the preview) or — the file sent
// again and checked afresh — the rows without problems stored in one transaction with one audit
// row. The reading, checking and building all happen before that transaction, which on SQLite holds
// the database's one write lock: it only re-checks what another write may have taken meanwhile and
// inserts. A row of a member or club already stored is never written twice, so importing the same
// file again stores nothing and says every row exists.
import { performance } from 'node:perf_hooks';
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
import type { Database } from '../../../db/schema';
import { clubRowChecker } from './club-rows';
import { loadClubState, writeClubs } from './club-store';
import { importColumns, mapHeaders } from './import-headers';
import { cellText, rowTexts } from './import-cells';
import { mapInTurns } from './import-turns';
import { memberRowChecker } from './member-rows';
import { loadMemberState } from './member-state';
import { prepareMemberWrites, type RacedRow } from './member-writes';
import { readSheetRows } from './read-sheet';

type TextRows = { line: number; texts: Record<string, string> }[];
type CheckedRow = { row: ImportRow; exists: boolean; stored: boolean };
type Write = (trx: Transaction<Database>) => Promise<RacedRow[]>;

/** Where an import's time went, in milliseconds, for the route's Server-Timing header. */
export interface ImportTiming {
  /** Reading the file on its worker thread. */
  read: number;
  /** Reading what is stored, checking each row and building the statements. */
  check: number;
  /** The write transaction: from its start to its commit (absent when nothing was new). */
  write?: number;
}

interface Checked {
  rows: CheckedRow[];
  /** Builds the write of the rows without problems, to run in a transaction. */
  prepare: (at: string) => Promise<Write>;
}

async function readTextRows(list: ImportList, bytes: Buffer): Promise<TextRows> {
  const sheet = await readSheetRows(bytes);
  const hasData = (column: number) => sheet.rows.some((r) => cellText(r.cells[column]) !== '');
  const columns = mapHeaders(list, sheet.header, hasData);
  return mapInTurns(sheet.rows, (r) => ({ line: r.line, texts: rowTexts(r.cells, columns) }));
}

const entriesOf = <R>(checked: readonly { row: ImportRow; record?: R }[]) =>
  checked.flatMap((c) => (c.record ? [{ line: c.row.line, record: c.record }] : []));

const rowsOf = (checked: readonly { row: ImportRow; record?: unknown; exists: boolean }[]) =>
  checked.map((c) => ({ row: c.row, exists: c.exists, stored: c.record !== undefined }));

async function checkRows(
  db: Kysely<Database>,
  list: ImportList,
  rows: TextRows,
  now: Date,
): Promise<Checked> {
  const texts = rows.map((r) => r.texts);
  if (list === 'members') {
    const state = await loadMemberState(db, texts, localDateString(now));
    const checked = await mapInTurns(rows, memberRowChecker(state));
    return {
      rows: rowsOf(checked),
      prepare: (at) => prepareMemberWrites(db, entriesOf(checked), at),
    };
  }
  const checked = await mapInTurns(
    rows,
    clubRowChecker(await loadClubState(db, texts, now.getFullYear())),
  );
  return {
    rows: rowsOf(checked),
    prepare: async (at) => (trx) => writeClubs(trx, entriesOf(checked), at),
  };
}

/** The rows as the write left them: a row another write took since its check is left out. */
function afterRaces(rows: readonly CheckedRow[], raced: readonly RacedRow[]): CheckedRow[] {
  if (raced.length === 0) return [...rows];
  const byLine = new Map(raced.map((r) => [r.line, r]));
  return rows.map((checked) => {
    const race = byLine.get(checked.row.line);
    if (!race) return checked;
    // A row the write meant to store had no problems: the race is its one.
    return {
      row: { ...checked.row, problems: [race.problem] },
      exists: race.exists,
      stored: false,
    };
  });
}

const counts = (rows: readonly CheckedRow[]) => ({
  total: rows.length,
  valid: rows.filter((r) => r.stored).length,
  existing: rows.filter((r) => r.exists).length,
});

export function listImport(app: FastifyInstance) {
  return {
    async preview(
      list: ImportList,
      bytes: Buffer,
    ): Promise<{ preview: ImportPreview; timing: ImportTiming }> {
      const began = performance.now();
      const rows = await readTextRows(list, bytes);
      const read = performance.now();
      const checked = await checkRows(app.db, list, rows, new Date(app.now()));
      return {
        preview: {
          list,
          columns: importColumns(list),
          ...counts(checked.rows),
          rows: checked.rows.map((r) => r.row),
        },
        timing: { read: read - began, check: performance.now() - read },
      };
    },

    async commit(
      staff: AuthUser,
      list: ImportList,
      fileName: string,
      bytes: Buffer,
    ): Promise<{ result: ImportResult; timing: ImportTiming }> {
      const began = performance.now();
      const rows = await readTextRows(list, bytes);
      const read = performance.now();
      const now = new Date(app.now());
      const checked = await checkRows(app.db, list, rows, now);
      // A file whose every row is stored already (imported twice) changes nothing, log included.
      let final = checked.rows;
      let write: number | undefined;
      if (counts(final).valid > 0) {
        const run = await checked.prepare(now.toISOString());
        const writing = performance.now();
        final = await app.db.transaction().execute(async (trx) => {
          const after = afterRaces(checked.rows, await run(trx));
          const { total, valid, existing } = counts(after);
          if (valid === 0) return after;
          await recordStaffWrite(trx, staff, app.now(), {
            action: `import.${list}`,
            targetType: 'import',
            summary:
              `导入${IMPORT_LIST_NAMES[list]}名单《${fileName}》：共 ${total} 行，` +
              `新增 ${valid} 行，已存在 ${existing} 行，未导入 ${total - valid} 行`,
            after: { fileName, total, created: valid, existing, leftOut: total - valid },
          });
          return after;
        });
        write = performance.now() - writing;
      }
      const { total, valid, existing } = counts(final);
      return {
        result: {
          list,
          columns: importColumns(list),
          total,
          created: valid,
          existing,
          leftOut: final.filter((r) => !r.stored).map((r) => r.row),
        },
        timing: { read: read - began, check: performance.now() - read - (write ?? 0), write },
      };
    },
  };
}
