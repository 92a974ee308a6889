// Starts the real server (built client, fresh SQLite file with demo data) on a free port.
import { spawn, type ChildProcess } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { freePort } from './free-port';

const ROOT = path.resolve(import.meta.dirname, '../../..');

export interface RunningServer {
  baseUrl: string;
  port: number;
  /** The server's DATABASE_URL, for a command run beside it (npm run backup). */
  databaseUrl: string;
  /** Everything the server wrote to stdout and stderr so far (its log). */
  output(): string;
  /** SIGTERM, and waits for the process to end. */
  stop(): Promise<void>;
  /** SIGKILL: the instance dies mid-request, as on a crash or an out-of-memory kill. */
  kill(): Promise<void>;
}

export interface StartServerOptions {
  /** The server's LOG_LEVEL; `info` shows the demo SMS provider's check codes. */
  logLevel?: 'warn' | 'info';
  /** Run the compiled server (dist-server/main.js) as `npm start` does, not the sources under tsx. */
  compiled?: boolean;
  /** More of the server's environment (TRUST_PROXY behind the test's nginx). */
  env?: Record<string, string>;
  /** A database to share with other instances (PostgreSQL), left as it is at stop. */
  databaseUrl?: string;
}

async function waitUntilUp(baseUrl: string, child: ChildProcess, log: () => string): Promise<void> {
  const deadline = Date.now() + 60_000;
  while (Date.now() < deadline) {
    if (child.exitCode !== null) throw new Error(`服务器启动失败:\n${log()}`);
    try {
      const response = await fetch(`${baseUrl}/api/site/config`);
      if (response.ok) return;
    } catch {
      // Not listening yet.
    }
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
  throw new Error(`服务器 60 秒内没有启动:\n${log()}`);
}

export async function startServer(options: StartServerOptions = {}): Promise<RunningServer> {
  const dir = mkdtempSync(path.join(tmpdir(), 'feipan-e2e-'));
  const port = await freePort();
  const baseUrl = `http://127.0.0.1:${port}`;
  const databaseUrl = options.databaseUrl ?? `sqlite:${path.join(dir, 'e2e.db')}`;
  let output = '';
  const entry = options.compiled ? ['dist-server/main.js'] : ['--import', 'tsx', 'server/main.ts'];
  const child = spawn(process.execPath, entry, {
    cwd: ROOT,
    env: {
      ...process.env,
      PORT: String(port),
      HOST: '127.0.0.1',
      DATABASE_URL: databaseUrl,
      LOG_LEVEL: options.logLevel ?? 'warn',
      ...options.env,
    },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  child.stdout?.on('data', (chunk) => (output += chunk));
  child.stderr?.on('data', (chunk) => (output += chunk));
  await waitUntilUp(baseUrl, child, () => output);
  const end = async (signal: NodeJS.Signals) => {
    if (child.exitCode === null && child.signalCode === null) {
      const exited = new Promise((resolve) => child.once('exit', resolve));
      child.kill(signal);
      await exited;
    }
    rmSync(dir, { recursive: true, force: true });
  };
  return {
    baseUrl,
    port,
    databaseUrl,
    output: () => output,
    stop: () => end('SIGTERM'),
    kill: () => end('SIGKILL'),
  };
}
