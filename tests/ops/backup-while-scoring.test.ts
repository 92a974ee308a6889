// `npm run backup` taken while twenty phones score, against the real server on its SQLite file,
// then `npm run restore` of that backup into another file: the restored database holds every
// point a phone was told was stored before the backup began, and each game's score columns are
// exactly its restored points (a consistent copy, not a file copied mid-write).
import assert from 'node:assert/strict';
import { spawn } from 'node:child_process';
import { randomUUID } from 'node:crypto';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { after, before, test } from 'node:test';
import Database from 'better-sqlite3';
import { seedDay } from '../../scripts/bench/day-seed.mjs';
import { startServer, type RunningServer } from '../browser/support/start-server';

const ROOT = path.resolve(import.meta.dirname, '../..');
const PHONES = 20;
const PASSWORD = 'day-password-3';

let server: RunningServer;
let dir: string;

before(async () => {
  dir = mkdtempSync(path.join(tmpdir(), 'feipan-backup-'));
  server = await startServer({ env: { DEMO_DATA: 'false' } });
});

after(async () => {
  await server?.stop();
  rmSync(dir, { recursive: true, force: true });
});

/** Runs an npm command of the project with DATABASE_URL set; resolves with its exit code and output. */
function npmRun(args: string[], databaseUrl: string): Promise<{ code: number; output: string }> {
  return new Promise((resolve) => {
    const child = spawn('npm', ['run', '--silent', ...args], {
      cwd: ROOT,
      env: { ...process.env, DATABASE_URL: databaseUrl },
    });
    let output = '';
    child.stdout.on('data', (chunk) => (output += chunk));
    child.stderr.on('data', (chunk) => (output += chunk));
    child.on('exit', (code) => resolve({ code: code ?? 1, output }));
  });
}

async function call(pathname: string, body: object, ticket?: string) {
  const response = await fetch(server.baseUrl + pathname, {
    method: 'POST',
    headers: { 'content-type': 'application/json', ...(ticket ? { ticket } : {}) },
    body: JSON.stringify(body),
  });
  return (await response.json()) as { code: number; message: string; data: never };
}

interface Phone {
  gameId: number;
  ticket: string;
  /** Each stored point's id and when the phone heard it was stored. */
  stored: { id: string; at: number }[];
}

const pause = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

async function play(phone: Phone, playing: () => boolean) {
  while (playing()) {
    const id = randomUUID();
    const answer = await call(
      '/api/volunteer/save/score',
      { id, gameId: phone.gameId, team: Math.random() < 0.5 ? 'home' : 'away', at: Date.now() },
      phone.ticket,
    );
    assert.equal(answer.code, 0, answer.message);
    phone.stored.push({ id, at: Date.now() });
    await pause(20 + Math.random() * 40);
  }
}

test('a backup taken while twenty phones score restores every point stored before it began', async () => {
  const day = await seedDay(server.databaseUrl, PHONES, PASSWORD);
  const phones: Phone[] = [];
  for (const game of day.games) {
    const login = (await call('/api/volunteer/login', {
      phone: game.phone,
      password: PASSWORD,
    })) as { code: number; data: { ticket: string } };
    const ticket = login.data.ticket;
    assert.equal(
      (
        await call(
          '/api/volunteer/begin',
          { id: randomUUID(), gameId: game.gameId, at: Date.now() },
          ticket,
        )
      ).code,
      0,
    );
    phones.push({ gameId: game.gameId, ticket, stored: [] });
  }

  let scoring = true;
  const playing = Promise.all(phones.map((phone) => play(phone, () => scoring)));
  await pause(1_500);
  const backupBegan = Date.now();
  const backup = await npmRun(['backup', '--', dir], server.databaseUrl);
  await pause(500);
  scoring = false;
  await playing;
  assert.equal(backup.code, 0, backup.output);
  const file = backup.output.match(/(\/[^\s：]+\.sqlite)/)?.[1];
  assert.ok(file, `the backup names its file: ${backup.output}`);

  const restoredUrl = `sqlite:${path.join(dir, 'restored.db')}`;
  const restore = await npmRun(['restore', '--', file], restoredUrl);
  assert.equal(restore.code, 0, restore.output);

  const restored = new Database(path.join(dir, 'restored.db'), { readonly: true });
  try {
    const ids = new Set(
      restored
        .prepare("select id from game_events where kind = 'score'")
        .all()
        .map((row) => (row as { id: string }).id),
    );
    const before = phones.flatMap((phone) =>
      phone.stored.filter((point) => point.at < backupBegan),
    );
    const after = phones.flatMap((phone) =>
      phone.stored.filter((point) => point.at >= backupBegan),
    );
    assert.ok(before.length > PHONES * 5, `${before.length} points before the backup`);
    assert.ok(after.length > 0, 'the phones went on scoring while the backup ran');
    for (const point of before) assert.ok(ids.has(point.id), `point ${point.id} restored`);

    // Every game's score columns are exactly the points the restored log holds.
    const games = restored
      .prepare(
        `select g.id, g.home_score, g.away_score,
           sum(case when e.kind = 'score' and e.team = 'home' then 1 else 0 end) as home,
           sum(case when e.kind = 'score' and e.team = 'away' then 1 else 0 end) as away
         from games g left join game_events e on e.game_id = g.id
         where g.id in (${phones.map((phone) => phone.gameId).join(',')})
         group by g.id`,
      )
      .all() as {
      id: number;
      home_score: number;
      away_score: number;
      home: number;
      away: number;
    }[];
    assert.equal(games.length, PHONES);
    for (const game of games) {
      assert.deepEqual(
        [game.home_score, game.away_score],
        [game.home, game.away],
        `game ${game.id}`,
      );
    }
  } finally {
    restored.close();
  }
});
