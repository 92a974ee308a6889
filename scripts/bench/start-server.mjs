// Starts the real server as production runs it (node dist-server/main.js) on a free port, by
// default with a fresh SQLite file in a temporary folder, waits until it answers, and gives back a
// way to stop it and clean up. Given a databaseUrl it uses that database instead and leaves it be.
import { spawn } from 'node:child_process';
import fs from 'node:fs';
import net from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { clearTimeout, setTimeout } from 'node:timers';
import { setTimeout as delay } from 'node:timers/promises';
import { SERVER_BUNDLE, SERVER_ENV, SERVER_NODE_ARGS } from '../lib/server-build.mjs';

const { fetch } = globalThis;

const ROOT = path.resolve(import.meta.dirname, '../..');
const START_TIMEOUT_MS = 120_000;

export function freePort() {
  return new Promise((resolve, reject) => {
    const probe = net.createServer();
    probe.once('error', reject);
    probe.listen(0, '127.0.0.1', () => {
      const { port } = probe.address();
      probe.close(() => resolve(port));
    });
  });
}

async function waitUntilUp(base, child) {
  const deadline = Date.now() + START_TIMEOUT_MS;
  while (Date.now() < deadline) {
    if (child.exitCode !== null) throw new Error(`server exited early with code ${child.exitCode}`);
    try {
      const response = await fetch(`${base}/api/index`);
      if (response.ok) return;
    } catch {
      // not listening yet
    }
    await delay(200);
  }
  throw new Error('server did not answer within 120 s');
}

/** `databaseUrl`: a database to share (several instances on one PostgreSQL), kept after stop. */
export async function startServer({ databaseUrl } = {}) {
  const dir = databaseUrl ? null : fs.mkdtempSync(path.join(os.tmpdir(), 'feipan-bench-'));
  const url = databaseUrl ?? `sqlite:${path.join(dir, 'bench.db')}`;
  const port = await freePort();
  const child = spawn(process.execPath, [...SERVER_NODE_ARGS, SERVER_BUNDLE], {
    cwd: ROOT,
    env: {
      ...process.env,
      ...SERVER_ENV,
      PORT: String(port),
      HOST: '127.0.0.1',
      DATABASE_URL: url,
      LOG_LEVEL: 'warn',
      NODE_ENV: 'production',
    },
    stdio: ['ignore', 'ignore', 'inherit'],
  });
  const base = `http://127.0.0.1:${port}`;
  const stop = async () => {
    if (child.exitCode === null) {
      const exited = new Promise((resolve) => child.once('exit', resolve));
      child.kill('SIGTERM');
      const timer = setTimeout(() => child.kill('SIGKILL'), 5000);
      await exited;
      clearTimeout(timer);
    }
    if (dir) fs.rmSync(dir, { recursive: true, force: true });
  };
  try {
    await waitUntilUp(base, child);
  } catch (error) {
    await stop();
    throw error;
  }
  return { base, pid: child.pid, databaseUrl: url, stop };
}

/** Resident memory of a process in MB, from /proc (Linux). */
export function residentMb(pid) {
  const status = fs.readFileSync(`/proc/${pid}/status`, 'utf8');
  const kb = Number(/VmRSS:\s+(\d+)\s+kB/.exec(status)?.[1] ?? Number.NaN);
  return Math.round(kb / 102.4) / 10;
}

/**
 * One server on SQLite; on PostgreSQL two instances sharing the database, as several machines run.
 * One after the other: the first migrates (and fills an empty database), the second finds it done.
 */
export async function startInstances(databaseUrl) {
  if (!/^postgres(ql)?:\/\//.test(databaseUrl ?? '')) return [await startServer()];
  const first = await startServer({ databaseUrl });
  try {
    return [first, await startServer({ databaseUrl })];
  } catch (error) {
    await first.stop();
    throw error;
  }
}
