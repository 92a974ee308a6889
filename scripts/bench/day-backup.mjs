// bench:day --backup: `npm run backup` taken in the middle of the day, as the server's schedule
// or an operator would, and what it did to the phones: its time and size, and the phones' batch
// writes that were under way while it ran (their p99 against the whole day's).
import { spawn } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { performance } from 'node:perf_hooks';
import { percentile } from './day-report.mjs';

const ROOT = path.resolve(import.meta.dirname, '../..');

/** Runs the backup command once against `databaseUrl`; resolves with when it ran and what it said. */
export function takeBackupNow(databaseUrl) {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'feipan-bench-backup-'));
  const began = Date.now();
  const started = performance.now();
  return new Promise((resolve, reject) => {
    const child = spawn(process.execPath, ['--import', 'tsx', 'server/cli/backup.ts', dir], {
      cwd: ROOT,
      env: { ...process.env, DATABASE_URL: databaseUrl },
    });
    let output = '';
    child.stdout.on('data', (chunk) => (output += chunk));
    child.stderr.on('data', (chunk) => (output += chunk));
    child.on('error', reject);
    child.on('exit', (code) => {
      fs.rmSync(dir, { recursive: true, force: true });
      if (code !== 0) return reject(new Error(`备份失败：${output.trim()}`));
      resolve({
        began,
        ended: Date.now(),
        wallMs: performance.now() - started,
        said: output.trim(),
      });
    });
  });
}

/** The report's lines: the backup, and the phones' writes while it ran against the whole day's. */
export function backupReport(backup, batches) {
  const during = batches
    .filter(({ endedAt, ms }) => endedAt >= backup.began && endedAt - ms <= backup.ended)
    .map(({ ms }) => ms);
  const all = batches.map(({ ms }) => ms);
  const p99 = (values) => (values.length ? `${Math.round(percentile(values, 99))} ms` : '–');
  return [
    `- backup in the middle of the day: ${backup.said} (command ${(backup.wallMs / 1000).toFixed(1)} s, node start included)`,
    `- phones' batch write p99 while it ran: ${p99(during)} (${during.length} batches); whole day: ${p99(all)} (${all.length})`,
  ].join('\n');
}
