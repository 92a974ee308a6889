// bench:day --moves: staff move a game every few seconds through the console's own call
// (POST /api/admin/schedule/games/:id), so each move writes its messages in its transaction: both
// rosters, the contacts and the volunteer, about 60 people (day-moves-fixture.ts). The servers
// run with email on, against a local SMTP sink this script starts (SMTP_URL), so the delivery
// worker really sends the emails while the phones score; SMS stay with the default log provider.
// Reports the moves made, the messages written, the emails the sink received, the move's write
// time and, beside it, the phones' batch write p99 while moves were made.
import { performance } from 'node:perf_hooks';
import { setTimeout as delay } from 'node:timers/promises';
import { SMTPServer } from 'smtp-server';
import { percentile } from './day-report.mjs';
import { movesWritten } from './day-seed.mjs';
import { signInStaff } from './import-run.mjs';
import { freePort } from './start-server.mjs';

const { fetch } = globalThis;

/** The games staff move, in turn. */
export const MOVABLE_GAMES = 4;
/** A move every 3 s: a busy schedule desk on a rainy championship day. */
export const MOVE_EVERY_MS = 3_000;
/** After the day, how long the delivery worker is given to send the last emails. */
const DRAIN_MS = 30_000;

/** Starts the mail sink and points the servers about to start at it (SMTP_URL, SMTP_FROM). */
export async function startMailSink() {
  let received = 0;
  const sink = new SMTPServer({
    disabledCommands: ['STARTTLS', 'AUTH'],
    logger: false,
    onData(stream, _session, callback) {
      stream.resume();
      stream.on('end', () => {
        received += 1;
        callback();
      });
    },
  });
  const port = await freePort();
  await new Promise((resolve, reject) => {
    sink.once('error', reject);
    sink.listen(port, '127.0.0.1', resolve);
  });
  process.env.SMTP_URL = `smtp://127.0.0.1:${port}`;
  process.env.SMTP_FROM = '飞盘协会压测 <bench@bench.test>';
  let closed;
  return {
    received: () => received,
    close: () => (closed ??= new Promise((resolve) => sink.close(resolve))),
  };
}

async function call(url, ticket, body) {
  const response = await fetch(url, {
    method: body === undefined ? 'GET' : 'POST',
    headers: { ticket, ...(body === undefined ? {} : { 'content-type': 'application/json' }) },
    body: body === undefined ? undefined : JSON.stringify(body),
  });
  const envelope = await response.json();
  if (envelope.code !== 0) throw new Error(`${new URL(url).pathname}: ${envelope.message}`);
  return envelope.data;
}

/** The body the console's 编辑比赛 form sends for `game`, at `time`. */
function moveBody(game, time) {
  return {
    startsAt: `${game.date}T${time}`,
    field: game.field,
    volunteerId: game.volunteer?.id ?? null,
    pool: game.pool ?? '',
    round: game.round ?? '',
    pointsToWin: game.rules.pointsToWin,
    halftimeAt: game.rules.halftimeAt,
    softCapMinutes: game.rules.softCapMinutes,
    hardCapMinutes: game.rules.hardCapMinutes,
    timeoutsPerHalf: game.rules.timeoutsPerHalf,
  };
}

/** Staff signed in, and the movable games as the console's schedule shows them. */
export async function prepareMoves(base, competitionId, gameIds) {
  const ticket = await signInStaff(base);
  const schedule = await call(`${base}/api/admin/schedule/competitions/${competitionId}`, ticket);
  const games = gameIds.map((id) => schedule.list.find((game) => game.id === id));
  if (games.some((game) => !game)) throw new Error('赛程中找不到待调整的比赛');
  return { base, ticket, games };
}

/** Moves the games in turn, half an hour later and back, until `untilMs` (epoch ms). */
export async function runMoves({ base, ticket, games }, untilMs) {
  const began = new Date().toISOString();
  const moves = [];
  for (let n = 0; Date.now() + MOVE_EVERY_MS < untilMs; n += 1) {
    await delay(MOVE_EVERY_MS);
    const game = games[n % games.length];
    const round = Math.floor(n / games.length);
    const [hour, minute] = game.time.split(':').map(Number);
    const time = `${String(hour).padStart(2, '0')}:${round % 2 === 0 ? '30' : String(minute).padStart(2, '0')}`;
    const startedAt = Date.now();
    const started = performance.now();
    await call(`${base}/api/admin/schedule/games/${game.id}`, ticket, moveBody(game, time));
    moves.push({ startedAt, endedAt: Date.now(), ms: performance.now() - started });
  }
  return { began, moves };
}

/** Waits for the last emails, then counts what the moves wrote and what the sink received. */
export async function finishMoves(run, sink, databaseUrl) {
  let written = await movesWritten(databaseUrl, run.began);
  const deadline = Date.now() + DRAIN_MS;
  while ((written.emails.waiting ?? 0) > 0 && Date.now() < deadline) {
    await delay(1_000);
    written = await movesWritten(databaseUrl, run.began);
  }
  // Read after the queue's count, so an email sent in between shows as received, not as waiting.
  const received = sink.received();
  await sink.close();
  return { ...run, written, received };
}

export function movesReport({ moves, written, received }, batches) {
  const first = moves[0]?.startedAt ?? 0;
  const last = moves.at(-1)?.endedAt ?? 0;
  const during = batches
    .filter(({ endedAt, ms }) => endedAt >= first && endedAt - ms <= last)
    .map(({ ms }) => ms);
  const ms = (values, p) => (values.length ? `${Math.round(percentile(values, p))} ms` : '–');
  const all = batches.map((batch) => batch.ms);
  const moveMs = moves.map((move) => move.ms);
  const emails = Object.entries(written.emails)
    .map(([status, n]) => `${n} ${status}`)
    .join(', ');
  return [
    `- staff moves (one every ${MOVE_EVERY_MS / 1000} s): ${moves.length}, ${written.messages} messages written, emails ${emails || 'none'}; the sink received ${received}`,
    `- move's write p50 / p99: ${ms(moveMs, 50)} / ${ms(moveMs, 99)}`,
    `- phones' batch write p99 while moves were made: ${ms(during, 99)} (${during.length} batches); whole day: ${ms(all, 99)} (${all.length})`,
  ].join('\n');
}
