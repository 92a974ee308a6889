// Runs scripts/bench/day-fixture.ts under tsx, so the day's rows are written with the server's own
// database module and password hashing, not a copy of them.
import { spawn } from 'node:child_process';
import path from 'node:path';

const ROOT = path.resolve(import.meta.dirname, '../..');
const FIXTURE = path.join(import.meta.dirname, 'day-fixture.ts');

function runFixture(databaseUrl, command, input) {
  return new Promise((resolve, reject) => {
    const child = spawn(process.execPath, ['--import', 'tsx', FIXTURE, command], {
      cwd: ROOT,
      env: { ...process.env, DATABASE_URL: databaseUrl },
      stdio: ['pipe', 'pipe', 'inherit'],
    });
    let output = '';
    child.stdout.on('data', (chunk) => {
      output += chunk;
    });
    child.on('error', reject);
    child.on('exit', (code) => {
      if (code === 0) resolve(JSON.parse(output));
      else reject(new Error(`day-fixture.ts ${command} 失败（退出码 ${code}）`));
    });
    child.stdin.end(JSON.stringify(input));
  });
}

/**
 * The competition, today's date, per game its id and its volunteer's phone, and the ids of the
 * `movable` games staff move with --moves (none by default).
 */
export const seedDay = (databaseUrl, games, password, movable = 0) =>
  runFixture(databaseUrl, 'seed', { games, password, movable });

/** What the moves wrote since `since` (ISO): game-moved messages, their emails by status. */
export const movesWritten = (databaseUrl, since) => runFixture(databaseUrl, 'moves', { since });

/** Every stored event of these games: `{ id, gameId, kind }`. */
export const storedEvents = (databaseUrl, gameIds) =>
  runFixture(databaseUrl, 'events', { gameIds });
