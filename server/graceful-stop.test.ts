// A real server process (server/main.ts under tsx, on a SQLite file with the demo data) stopped
// with SIGTERM as systemd or a rolling restart stops it: a request still arriving is answered, the
// live stream ends (its page reconnects, to another instance behind a load balancer), the port
// closes to new connections, the process removes its mark on the database and exits 0.
import { spawn, type ChildProcess } from 'node:child_process';
import fs from 'node:fs';
import net from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { afterEach, describe, expect, it } from 'vitest';
import { openEventStream } from './test-support/event-stream';
import { sendRaw } from './test-support/raw-http';
import { serverPidFile } from './backup/server-presence';
import { freePort } from './test-support/free-port';

const ROOT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const START_LIMIT_MS = 60_000;

let child: ChildProcess | undefined;
let dir: string | undefined;
afterEach(() => {
  if (child?.exitCode === null) child.kill('SIGKILL');
  if (dir) fs.rmSync(dir, { recursive: true, force: true });
});

async function waitUntilReady(base: string, output: () => string): Promise<void> {
  const deadline = Date.now() + START_LIMIT_MS;
  while (Date.now() < deadline) {
    if (child?.exitCode !== null) throw new Error(`服务器启动失败：\n${output()}`);
    const ready = await fetch(`${base}/api/ready`).catch(() => null);
    if (ready?.status === 200) return;
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
  throw new Error(`服务器没有启动：\n${output()}`);
}

const refusesConnections = (port: number) =>
  new Promise<boolean>((resolve) => {
    const socket = net.connect(port, '127.0.0.1');
    socket.once('connect', () => {
      socket.destroy();
      resolve(false);
    });
    socket.once('error', () => resolve(true));
  });

describe('SIGTERM', () => {
  it(
    'drains: answers what is in flight, ends the live streams, closes the port, exits 0',
    async () => {
      dir = fs.mkdtempSync(path.join(os.tmpdir(), 'feipan-stop-'));
      const database = path.join(dir, 'stop.db');
      const port = await freePort();
      const base = `http://127.0.0.1:${port}`;
      let output = '';
      child = spawn(process.execPath, ['--import', 'tsx', 'server/main.ts'], {
        cwd: ROOT,
        env: {
          ...process.env,
          PORT: String(port),
          HOST: '127.0.0.1',
          DATABASE_URL: `sqlite:${database}`,
          LOG_LEVEL: 'info',
        },
        stdio: ['ignore', 'pipe', 'pipe'],
      });
      child.stdout?.on('data', (chunk) => (output += chunk));
      child.stderr?.on('data', (chunk) => (output += chunk));
      const exited = new Promise<number | null>((resolve) => child?.once('exit', resolve));
      await waitUntilReady(base, () => output);
      expect(fs.readFileSync(serverPidFile(database), 'utf8').trim()).toBe(String(child.pid));

      const competitions = (await (await fetch(`${base}/api/competitions`)).json()) as {
        data: { list: { id: number }[] };
      };
      const competitionId = competitions.data.list[0]?.id;
      const stream = await openEventStream(`${base}/api/live/competitions/${competitionId}`);
      await stream.next((event) => event.event === 'games');

      // A login whose body is still arriving when the signal comes.
      const body = JSON.stringify({ phone: '13800000001', password: 'demo1234' });
      const half = Math.floor(body.length / 2);
      const login = sendRaw(
        port,
        [
          `POST /api/user/pwLogin HTTP/1.1\r\nHost: 127.0.0.1\r\nContent-Type: application/json\r\nContent-Length: ${Buffer.byteLength(body)}\r\n\r\n${body.slice(0, half)}`,
          body.slice(half),
        ],
        { gapMs: 1500, giveUpMs: 15_000 },
      );
      await new Promise((resolve) => setTimeout(resolve, 300));
      child.kill('SIGTERM');

      await stream.ended;
      await expect.poll(() => refusesConnections(port), { timeout: 5000 }).toBe(true);
      const answer = await login;
      expect(answer.status).toBe(200);
      expect(JSON.parse(answer.body)).toMatchObject({
        code: 0,
        data: { ticket: expect.any(String) },
      });

      expect(await exited).toBe(0);
      expect(fs.existsSync(serverPidFile(database))).toBe(false);
      expect(output).toContain('draining');
    },
    START_LIMIT_MS + 30_000,
  );
});
