// A PostgreSQL cluster of the test's own: made with initdb in a temporary folder, on a free port,
// stopped and started when the test says. The tests of instances and failures restart the
// database under load, which they must never do to a cluster other tests are using. As root the
// cluster runs as the `postgres` user, since PostgreSQL refuses to run as root.
import assert from 'node:assert/strict';
import { spawnSync } from 'node:child_process';
import { chmodSync, chownSync, mkdtempSync, readdirSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { freePort } from '../../browser/support/free-port';

const VERSIONS = '/usr/lib/postgresql';

export interface PrivatePostgres {
  /** postgres://postgres@127.0.0.1:<port>/postgres */
  url: string;
  /** Stops the cluster (a fast shutdown: every connection is cut). */
  stop(): Promise<void>;
  start(): Promise<void>;
  /** Stops it for good and removes its files. */
  remove(): Promise<void>;
}

/** The newest PostgreSQL's binaries, or undefined when none is installed. */
export function postgresBin(): string | undefined {
  try {
    const newest = readdirSync(VERSIONS)
      .filter((name) => /^\d+$/.test(name))
      .sort((a, b) => Number(b) - Number(a))[0];
    return newest && path.join(VERSIONS, newest, 'bin');
  } catch {
    return undefined;
  }
}

const asRoot = () => typeof process.getuid === 'function' && process.getuid() === 0;

/** Runs a PostgreSQL binary as the user the cluster belongs to. */
function command(bin: string, program: string, args: string[]): [string, string[]] {
  const file = path.join(bin, program);
  return asRoot() ? ['runuser', ['-u', 'postgres', '--', file, ...args]] : [file, args];
}

export async function startPrivatePostgres(): Promise<PrivatePostgres> {
  const bin = postgresBin();
  assert.ok(
    bin,
    '找不到 PostgreSQL：请用 npm test 运行（会自动安装），或 apt-get install -y postgresql',
  );
  const dir = mkdtempSync(path.join(tmpdir(), 'feipan-pg-'));
  const data = path.join(dir, 'data');
  if (asRoot()) {
    const owner = spawnSync('id', ['-u', 'postgres'], { encoding: 'utf8' });
    const group = spawnSync('id', ['-g', 'postgres'], { encoding: 'utf8' });
    chownSync(dir, Number(owner.stdout), Number(group.stdout));
  }
  chmodSync(dir, 0o700);
  const [initdb, initArgs] = command(bin, 'initdb', [
    '-D',
    data,
    '-U',
    'postgres',
    '--auth=trust',
    '-E',
    'UTF8',
    '--no-locale',
  ]);
  const made = spawnSync(initdb, initArgs, { encoding: 'utf8' });
  assert.equal(made.status, 0, `initdb 失败：${made.stderr}`);

  const port = await freePort();
  const url = `postgres://postgres@127.0.0.1:${port}/postgres`;
  const pgCtl = (args: string[]) => {
    const [program, full] = command(bin, 'pg_ctl', ['-D', data, '-w', '-t', '20', ...args]);
    const done = spawnSync(program, full, { encoding: 'utf8' });
    assert.equal(done.status, 0, `pg_ctl ${args[0]} 失败：${done.stderr}`);
  };
  const options = [
    `-p ${port}`,
    `-k ${dir}`,
    '-c listen_addresses=127.0.0.1',
    '-c fsync=off',
    '-c max_connections=200',
  ].join(' ');
  let running = false;

  const start = async () => {
    pgCtl(['start', '-l', path.join(dir, 'server.log'), '-o', options]);
    running = true;
  };

  // "fast": connections are cut at once, as when the database's machine restarts.
  const stop = async () => {
    if (!running) return;
    pgCtl(['stop', '-m', 'fast']);
    running = false;
  };

  await start();
  return {
    url,
    start,
    stop,
    async remove() {
      await stop();
      rmSync(dir, { recursive: true, force: true });
    },
  };
}
