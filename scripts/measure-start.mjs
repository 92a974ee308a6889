// npm run bench:start: how long the production server (node dist-server/main.js) takes from process
// start to "listening" on a migrated database with the demo data in it (and the CPU time that
// took), and its resident memory when idle 10 s after start. DATABASE_URL picks the database
// (default: a SQLite file in the temporary folder, migrated and filled by a first start, whose
// time, demo data included, is printed apart: the demo's load time is measured here, not in a
// test). --runs=N repeats the measurement; --tsx measures the TypeScript sources under tsx
// instead, for comparison.
import { spawn } from 'node:child_process';
import { existsSync, readFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { performance } from 'node:perf_hooks';
import { setTimeout } from 'node:timers';
import { setTimeout as delay } from 'node:timers/promises';
import { freePort, residentMb } from './bench/start-server.mjs';
import {
  ensureServerBuild,
  SERVER_BUNDLE,
  SERVER_ENV,
  SERVER_NODE_ARGS,
} from './lib/server-build.mjs';

const ROOT = path.resolve(import.meta.dirname, '..');
const IDLE_S = 10;
const START_TIMEOUT_MS = 120_000;
const LISTENING = 'listening on';

const args = process.argv.slice(2);
const useTsx = args.includes('--tsx');
const runs = Number(args.find((arg) => arg.startsWith('--runs='))?.slice('--runs='.length) ?? 1);
const defaultFile = path.join(os.tmpdir(), 'feipan-bench-start.db');
const databaseUrl = process.env.DATABASE_URL ?? `sqlite:${defaultFile}`;
const command = useTsx
  ? ['--import', 'tsx', 'server/main.ts']
  : [...SERVER_NODE_ARGS, SERVER_BUNDLE];

/**
 * CPU time the process has used, in ms, from /proc (Linux, 100 ticks a second): on a busy machine
 * it varies less than the wall-clock start time.
 */
function cpuMs(pid) {
  const fields = readFileSync(`/proc/${pid}/stat`, 'utf8').split(') ')[1]?.split(' ') ?? [];
  return (Number(fields[11]) + Number(fields[12])) * 10;
}

/** Starts the server; resolves once it printed its listening line, with the ms that took. */
async function start() {
  const port = await freePort();
  const startedAt = performance.now();
  const child = spawn(process.execPath, command, {
    cwd: ROOT,
    env: {
      ...process.env,
      ...SERVER_ENV,
      PORT: String(port),
      HOST: '127.0.0.1',
      DATABASE_URL: databaseUrl,
      LOG_LEVEL: 'warn',
      NODE_ENV: 'production',
    },
    stdio: ['ignore', 'pipe', 'inherit'],
  });
  const exited = new Promise((resolve) => child.once('exit', resolve));
  const stop = async () => {
    if (child.exitCode === null) child.kill('SIGTERM');
    await exited;
  };
  const listening = new Promise((resolve, reject) => {
    let output = '';
    child.stdout.on('data', (chunk) => {
      output += chunk;
      if (output.includes(LISTENING)) resolve(performance.now() - startedAt);
    });
    exited.then((code) => reject(new Error(`服务器启动失败，退出码 ${code}`)));
    setTimeout(() => reject(new Error('服务器 120 秒内没有启动')), START_TIMEOUT_MS).unref();
  });
  try {
    const startMs = await listening;
    return { startMs, startCpuMs: cpuMs(child.pid), pid: child.pid, stop };
  } catch (error) {
    await stop();
    throw error;
  }
}

try {
  if (!useTsx) await ensureServerBuild();
  if (!process.env.DATABASE_URL && !existsSync(defaultFile)) {
    console.log(`首次运行：迁移 ${defaultFile} 并写入演示数据…`);
    const first = await start();
    console.log(`首次启动（迁移并写入演示数据）${Math.round(first.startMs)} ms`);
    await first.stop();
  }
  console.log(
    `${useTsx ? 'tsx server/main.ts' : 'node dist-server/main.js'}，数据库 ${databaseUrl}`,
  );
  for (let run = 1; run <= runs; run++) {
    const server = await start();
    await delay(IDLE_S * 1000 - server.startMs);
    const idleMb = residentMb(server.pid);
    await server.stop();
    const started = `启动 ${Math.round(server.startMs)} ms（CPU ${server.startCpuMs} ms）`;
    console.log(`第 ${run} 次：${started}，空闲内存 ${idleMb} MB`);
  }
} catch (error) {
  console.error(error.message);
  process.exit(1);
}
