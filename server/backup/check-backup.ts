// Is this file a whole backup of this product, from this version or an older one? Checked before a
// restore changes anything, so a refusal leaves the database as it was.
//
// - SQLite: the file's header, its length against the page count the header gives (a truncated
//   copy is shorter), SQLite's quick_check, this product's tables and its migration table, whose
//   names must all be known to this code (a backup from a newer version is refused).
// - pg_dump custom format: the PGDMP header, a full read by pg_restore (a truncated or damaged
//   archive fails it), this product's tables in its table of contents (`pg_restore --list`), and
//   the rows of its migration table, checked as above.
import fs from 'node:fs/promises';
import SQLite from 'better-sqlite3';
import { MIGRATION_TABLE, unknownMigrations } from '../db/migrate';
import type { BackupEngine } from './backup-files';
import { BACKUP_MSG } from './backup-messages';
import { runTool, ToolMissing } from './run-tool';

/** Tables every version of this product has; a file without them is someone else's. */
const OUR_TABLES = [
  'users',
  'clubs',
  'competitions',
  'games',
  'game_events',
  'uploads',
  MIGRATION_TABLE,
];

const SQLITE_HEADER = Buffer.from('SQLite format 3\0');
const PGDUMP_HEADER = Buffer.from('PGDMP');
const HEADER_BYTES = 100;

export class BackupRefused extends Error {}

export interface CheckedBackup {
  engine: BackupEngine;
  migrations: string[];
}

export async function checkBackup(file: string): Promise<CheckedBackup> {
  let header: Buffer;
  let size: number;
  try {
    const handle = await fs.open(file, 'r');
    try {
      size = (await handle.stat()).size;
      header = Buffer.alloc(HEADER_BYTES);
      await handle.read(header, 0, HEADER_BYTES, 0);
    } finally {
      await handle.close();
    }
  } catch {
    throw new BackupRefused(BACKUP_MSG.notFound(file));
  }
  if (header.subarray(0, SQLITE_HEADER.length).equals(SQLITE_HEADER)) {
    return { engine: 'sqlite', migrations: checkSqlite(file, header, size) };
  }
  if (header.subarray(0, PGDUMP_HEADER.length).equals(PGDUMP_HEADER)) {
    return { engine: 'postgres', migrations: await checkPgDump(file) };
  }
  throw new BackupRefused(BACKUP_MSG.notABackup(file));
}

function checkMigrations(file: string, tables: readonly string[], migrations: string[]): string[] {
  const missing = OUR_TABLES.filter((table) => !tables.includes(table));
  if (missing.length > 0) throw new BackupRefused(BACKUP_MSG.notOurs(file, missing.join('、')));
  const unknown = unknownMigrations(migrations);
  if (unknown.length > 0) throw new BackupRefused(BACKUP_MSG.newerSchema(file, unknown.join('、')));
  return migrations;
}

function checkSqlite(file: string, header: Buffer, size: number): string[] {
  const rawPageSize = header.readUInt16BE(16);
  const pageSize = rawPageSize === 1 ? 65536 : rawPageSize;
  const pages = header.readUInt32BE(28);
  if (size < pageSize * pages) {
    throw new BackupRefused(
      BACKUP_MSG.damaged(file, `文件只有 ${size} 字节，应有 ${pageSize * pages} 字节`),
    );
  }
  let tables: string[];
  let migrations: string[] = [];
  let db: SQLite.Database | undefined;
  try {
    db = new SQLite(file, { readonly: true, fileMustExist: true });
    const check = db.pragma('quick_check', { simple: true });
    if (check !== 'ok') throw new Error(String(check));
    tables = (
      db.prepare("select name from sqlite_master where type = 'table'").all() as { name: string }[]
    ).map((row) => row.name);
    if (tables.includes(MIGRATION_TABLE)) {
      migrations = (
        db.prepare(`select name from ${MIGRATION_TABLE} order by name`).all() as { name: string }[]
      ).map((row) => row.name);
    }
  } catch (error) {
    throw new BackupRefused(BACKUP_MSG.damaged(file, (error as Error).message));
  } finally {
    db?.close();
  }
  return checkMigrations(file, tables, migrations);
}

async function checkPgDump(file: string): Promise<string[]> {
  try {
    await runTool('pg_restore', ['--file=/dev/null', file]);
  } catch (error) {
    if (error instanceof ToolMissing) throw error;
    throw new BackupRefused(BACKUP_MSG.damaged(file, (error as Error).message));
  }
  const { stdout: list } = await runTool('pg_restore', ['--list', file]);
  // "123; 1259 16390 TABLE public users feipan": the table's name follows its schema.
  const tables = list
    .split('\n')
    .map((line) => / TABLE (\S+) (\S+) /.exec(line)?.[2])
    .filter((name): name is string => name !== undefined);
  let migrations: string[] = [];
  if (tables.includes(MIGRATION_TABLE)) {
    const { stdout } = await runTool('pg_restore', [
      '--data-only',
      `--table=${MIGRATION_TABLE}`,
      '--file=-',
      file,
    ]);
    migrations = copyColumn(stdout, 'name');
  }
  return checkMigrations(file, tables, migrations);
}

/** One column of the rows of the one COPY block in a plain-format dump. */
function copyColumn(dump: string, column: string): string[] {
  const lines = dump.split('\n');
  const start = lines.findIndex((line) => line.startsWith('COPY '));
  if (start < 0) return [];
  const columns = /\(([^)]*)\)/.exec(lines[start] ?? '')?.[1]?.split(',') ?? [];
  const index = columns.map((name) => name.trim().replace(/"/g, '')).indexOf(column);
  const rows: string[] = [];
  for (const line of lines.slice(start + 1)) {
    if (line === '\\.') break;
    const value = line.split('\t')[index];
    if (value !== undefined) rows.push(value);
  }
  return rows;
}
