// npm run backup and npm run restore as an operator runs them: one Chinese line and the exit code,
// on a SQLite file; and the message when PostgreSQL's pg_dump is not installed.
import { spawn } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { createDb } from '../db/connect';
import { migrateToLatest } from '../db/migrate';

let dir: string;
let database: string;

beforeEach(async () => {
  dir = fs.mkdtempSync(path.join(os.tmpdir(), 'backup-commands-'));
  database = path.join(dir, 'feipan.db');
  const db = createDb(`sqlite:${database}`);
  await migrateToLatest(db);
  await db
    .insertInto('rate_limits')
    .values({ key: 'before-backup', window_start: 1, count: 1 })
    .execute();
  await db.destroy();
});
afterEach(() => fs.rmSync(dir, { recursive: true, force: true }));

async function run(
  command: 'backup' | 'restore',
  args: string[],
  env: Record<string, string | undefined> = {},
): Promise<{ code: number | null; output: string }> {
  const child = spawn(
    process.execPath,
    ['--import', 'tsx', path.resolve(import.meta.dirname, `${command}.ts`), ...args],
    {
      env: { ...process.env, DATABASE_URL: `sqlite:${database}`, BACKUP_DIR: '', ...env },
      stdio: 'pipe',
    },
  );
  let output = '';
  child.stdout.on('data', (chunk: Buffer) => (output += chunk.toString()));
  child.stderr.on('data', (chunk: Buffer) => (output += chunk.toString()));
  const code = await new Promise<number | null>((resolve) => child.on('exit', resolve));
  return { code, output };
}

const rows = async () => {
  const db = createDb(`sqlite:${database}`);
  const keys = (await db.selectFrom('rate_limits').select('key').orderBy('key').execute()).map(
    (row) => row.key,
  );
  await db.destroy();
  return keys;
};

describe('npm run backup and npm run restore', () => {
  it('backs up into BACKUP_DIR, refuses what is not a backup, and restores', async () => {
    const backups = path.join(dir, 'backups');
    const taken = await run('backup', [], { BACKUP_DIR: backups });
    expect(taken.output).toMatch(
      /^已备份：.*feipan-\d{4}-\d{2}-\d{2}T\d{6}Z\.sqlite（.+，用时 .+ 秒）/,
    );
    expect(taken.code).toBe(0);
    const [name] = fs.readdirSync(backups);

    const db = createDb(`sqlite:${database}`);
    await db
      .insertInto('rate_limits')
      .values({ key: 'after-backup', window_start: 2, count: 1 })
      .execute();
    await db.destroy();

    const notes = path.join(dir, 'notes.txt');
    fs.writeFileSync(notes, '备忘');
    const refused = await run('restore', [notes]);
    expect(refused.output.trim()).toBe(
      `恢复失败：${notes} 不是本系统的备份文件（既不是 SQLite 数据库，也不是 pg_dump 自定义格式）`,
    );
    expect(refused.code).toBe(1);
    expect(await rows()).toEqual(['after-backup', 'before-backup']);

    const restored = await run('restore', [path.join(backups, name as string)]);
    expect(restored.output).toMatch(
      /^已从 .* 恢复数据库（用时 .+ 秒）\n原数据库已保留为 .*before-restore-/,
    );
    expect(restored.code).toBe(0);
    expect(await rows()).toEqual(['before-backup']);
  }, 60_000);

  it('says where to put a backup when no directory is given', async () => {
    const { code, output } = await run('backup', []);
    expect(output).toContain('没有指定备份目录：请设置 BACKUP_DIR');
    expect(code).toBe(1);
    expect((await run('restore', [])).output).toContain('用法：npm run restore -- <备份文件>');
  }, 60_000);

  it('says that pg_dump is needed, in Chinese, when it is not installed', async () => {
    const { code, output } = await run('backup', [path.join(dir, 'b')], {
      DATABASE_URL: 'postgres://feipan:secret@127.0.0.1:9/feipan',
      PATH: path.join(dir, 'no-tools'),
    });
    expect(output).toContain('未找到 pg_dump：PostgreSQL 的备份需要 PostgreSQL 客户端工具');
    expect(output).not.toContain('secret');
    expect(code).toBe(1);
    expect(fs.existsSync(path.join(dir, 'b')) ? fs.readdirSync(path.join(dir, 'b')) : []).toEqual(
      [],
    );
  }, 60_000);
});
