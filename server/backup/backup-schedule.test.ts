// The server's own backups and the console's 系统 page: each backup named, sized and timed in the
// log; the newest BACKUP_KEEP kept; a backup that fails (disk full, a directory that cannot be
// written) says so in the log and on the page, keeps the older backups, leaves no half file and
// never stops the server.
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import type { FastifyBaseLogger } from 'fastify';
import type { SystemStatus } from '../../src/contract/system';
import { buildTestApp, loginAs, withTicket, type TestApp } from '../test-support/build-test-app';
import { createTestUser } from '../test-support/test-users';
import { writeBackupFile } from './backup-files';
import { createBackupService } from './backup-schedule';

let dir: string;
let t: TestApp | undefined;
let clock: number;
const now = () => clock;

beforeEach(() => {
  dir = fs.mkdtempSync(path.join(os.tmpdir(), 'feipan-schedule-'));
  clock = Date.UTC(2026, 10, 29, 3, 0, 0);
});
afterEach(async () => {
  await t?.close();
  t = undefined;
  fs.rmSync(dir, { recursive: true, force: true });
});

/** A backup of a few bytes, or one that fails part way with `failure` after writing some. */
const fakeTake = (failure?: NodeJS.ErrnoException) => async (into: string) => {
  const started = now();
  const kept = await writeBackupFile(into, 'sqlite', started, async (temporary) => {
    fs.writeFileSync(temporary, 'SQLite format 3\0 half a backup');
    if (failure) throw failure;
  });
  return { ...kept, ms: 12 };
};

/** A logger keeping each line as `{ level, msg, ...fields }`. */
function memoryLog() {
  const lines: Record<string, unknown>[] = [];
  const at =
    (level: string) =>
    (fields: Record<string, unknown>, msg: string): void => {
      lines.push({ level, msg, ...fields });
    };
  const log = { info: at('info'), warn: at('warn'), error: at('error') };
  return { lines, log: log as unknown as FastifyBaseLogger };
}

async function consoleStatus(app: TestApp): Promise<SystemStatus> {
  await createTestUser(app.db, { phone: '13700000001', type: 'staff', name: '李工作' });
  const ticket = await loginAs(app.app, '13700000001');
  const response = await app.app.inject({ url: '/api/admin/system', headers: withTicket(ticket) });
  expect(response.statusCode).toBe(200);
  return response.json<{ data: SystemStatus }>().data;
}

describe('the backup schedule', () => {
  it('logs each backup and keeps the newest BACKUP_KEEP', async () => {
    const { lines, log } = memoryLog();
    const service = createBackupService({
      dir,
      everyMs: null,
      keep: 2,
      take: fakeTake(),
      log,
      now,
    });
    const names: string[] = [];
    for (let hour = 0; hour < 4; hour += 1) {
      clock += 6 * 3600 * 1000;
      const attempt = await service.runOnce();
      expect(attempt).toMatchObject({ ok: true, bytes: 30, ms: 12, error: null });
      names.push(attempt.name as string);
    }
    expect(names[0]).toBe('feipan-2026-11-29T090000Z.sqlite');
    expect(fs.readdirSync(dir).sort()).toEqual(names.slice(-2).sort());
    const taken = lines.filter((line) => line.msg === 'backup taken');
    expect(taken).toHaveLength(4);
    expect(taken[0]).toMatchObject({ backup: names[0], bytes: 30, ms: 12 });
  });

  it('logs a failure with its reason', async () => {
    const { lines, log } = memoryLog();
    const full = Object.assign(new Error('ENOSPC: no space left on device'), { code: 'ENOSPC' });
    const service = createBackupService({ dir, everyMs: null, keep: 2, take: fakeTake(full), log });
    await service.runOnce();
    expect(lines).toEqual([expect.objectContaining({ level: 'error', msg: 'backup failed', dir })]);
    expect((lines[0]?.err as Error).message).toBe('磁盘空间不足');
  });

  it('survives a full disk: logged, shown on the page, older backups kept, no half file', async () => {
    const older = await fakeTake()(dir);
    const full = Object.assign(new Error('ENOSPC: no space left on device, write'), {
      code: 'ENOSPC',
    });
    t = await buildTestApp({ backups: { dir, everyMs: null, keep: 3, take: fakeTake(full) } });
    const attempt = await t.app.backups.runOnce();
    expect(attempt).toMatchObject({ ok: false, name: null, error: '磁盘空间不足' });
    expect(fs.readdirSync(dir)).toEqual([older.name]);

    const status = await consoleStatus(t);
    expect(status.backups).toMatchObject({
      dir,
      keep: 3,
      last: { ok: false, error: '磁盘空间不足' },
      kept: [{ name: older.name, bytes: older.bytes }],
      listError: null,
    });
    expect((await t.app.inject({ url: '/api/ready' })).statusCode).toBe(200);
  });

  it('survives a directory it cannot write, and lists nothing it cannot read', async () => {
    const notADirectory = path.join(dir, 'a-file');
    fs.writeFileSync(notADirectory, '');
    const into = path.join(notADirectory, 'backups');
    t = await buildTestApp({ backups: { dir: into, everyMs: null, keep: 3, take: fakeTake() } });
    const attempt = await t.app.backups.runOnce();
    expect(attempt.ok).toBe(false);
    expect(attempt.error).toBe(`备份目录 ${into} 无法写入：ENOTDIR`);
    const status = await consoleStatus(t);
    expect(status.backups.last).toMatchObject({ ok: false });
    expect(status.backups.kept).toEqual([]);
    expect(status.backups.listError).toBe('无法读取备份目录：ENOTDIR');
    expect((await t.app.inject({ url: '/api/health' })).statusCode).toBe(200);
  });

  it('counts each backup for /metrics: result, duration, size and time of the last success', async () => {
    const full = Object.assign(new Error('ENOSPC: no space left on device'), { code: 'ENOSPC' });
    let failing = false;
    const take = (into: string) => (failing ? fakeTake(full) : fakeTake())(into);
    t = await buildTestApp({ backups: { dir, everyMs: null, keep: 3, take } });
    await t.app.backups.runOnce();
    failing = true;
    await t.app.backups.runOnce();
    const text = (await t.app.inject({ url: '/metrics' })).body;
    expect(text).toContain('feipan_backups_total{result="ok"} 1');
    expect(text).toContain('feipan_backups_total{result="failed"} 1');
    expect(text).toContain('feipan_backup_last_success_bytes 30');
    expect(text).toMatch(/feipan_backup_last_success_timestamp_seconds \d{10}/);
  });

  it('shows the schedule, and runs one backup at a time', async () => {
    t = await buildTestApp({ backups: { dir, everyMs: 60_000, keep: 3, take: fakeTake() } });
    expect((await consoleStatus(t)).backups).toMatchObject({
      everyMs: 60_000,
      last: null,
      kept: [],
    });
    // A tick while a backup is running joins it (runOnce is what each tick calls).
    await Promise.all([t.app.backups.runOnce(), t.app.backups.runOnce()]);
    expect(fs.readdirSync(dir)).toHaveLength(1);
  });
});
