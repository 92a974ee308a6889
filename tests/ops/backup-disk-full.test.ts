// A disk that fills up during `npm run backup`, for real: the backup directory is a 200 KB tmpfs
// (the demo database is about 750 KB). The command fails with 备份失败：磁盘空间不足 and exit
// code 1, leaves no half-written file, and keeps the older backup that was there. Mounting needs
// root, as CI and the README's npm test run; elsewhere the test says why it did not run.
import assert from 'node:assert/strict';
import { spawn, spawnSync } from 'node:child_process';
import { mkdtempSync, readdirSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { after, before, test } from 'node:test';
import { startServer, type RunningServer } from '../browser/support/start-server';

const ROOT = path.resolve(import.meta.dirname, '../..');
const OLDER = 'feipan-2026-01-01T000000Z.sqlite';
const asRoot = typeof process.getuid === 'function' && process.getuid() === 0;

let server: RunningServer;
let mountPoint: string;

before(async () => {
  if (!asRoot) return;
  server = await startServer();
  mountPoint = mkdtempSync(path.join(tmpdir(), 'feipan-full-'));
  const mounted = spawnSync('mount', ['-t', 'tmpfs', '-o', 'size=200k', 'tmpfs', mountPoint]);
  assert.equal(mounted.status, 0, `mount: ${mounted.stderr}`);
  writeFileSync(path.join(mountPoint, OLDER), 'an older backup');
});

after(async () => {
  if (!asRoot) return;
  spawnSync('umount', [mountPoint]);
  rmSync(mountPoint, { recursive: true, force: true });
  await server?.stop();
});

test(
  'a full disk fails the backup cleanly, in Chinese, keeping the older one',
  { skip: asRoot ? false : '挂载小容量文件系统需要 root 权限' },
  async () => {
    const { code, output } = await new Promise<{ code: number; output: string }>((resolve) => {
      const child = spawn(
        process.execPath,
        ['--import', 'tsx', 'server/cli/backup.ts', mountPoint],
        {
          cwd: ROOT,
          env: { ...process.env, DATABASE_URL: server.databaseUrl },
        },
      );
      let said = '';
      child.stdout.on('data', (chunk) => (said += chunk));
      child.stderr.on('data', (chunk) => (said += chunk));
      child.on('exit', (exit) => resolve({ code: exit ?? 1, output: said }));
    });
    assert.equal(code, 1);
    assert.match(output, /备份失败：磁盘空间不足/);
    assert.doesNotMatch(output, /at \w+ \(|SQLITE_/);
    assert.deepEqual(readdirSync(mountPoint), [OLDER]);
    // The server it backed up never noticed.
    assert.equal((await fetch(`${server.baseUrl}/api/ready`)).status, 200);
  },
);
