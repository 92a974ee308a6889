// npm run bench:day [-- --phones 20 --followers 10000 --live 0 --duration 60 --warmup 5 --lockstep --backup --import --moves]: a day against
// the production server (issue #20). `phones` volunteers each score their own game through
// POST /api/volunteer/batch, with offline spells, lost answers and doubled sends, while
// `followers` people refresh the public pages once every 15 s. Prints the table for this
// run: nothing lost or doubled, followers served and their latency, the phones' write latency,
// how soon an acknowledged point is readable, the server's CPU and memory.
// On SQLite (the default) one instance on a fresh file; with DATABASE_URL=postgres://… two
// instances on that database, the phones and followers split between them, each phone's points
// read back through the other instance. --backup takes `npm run backup` in the middle of the day
// and reports the phones' writes while it ran; --import does the same with staff importing 10,000
// members from an XLSX (day-import.mjs). --live N opens N live pages of the competition
// (event streams, held by worker processes, split over the instances) and reports how soon each
// acknowledged point reached every page, the points no page got, and the pages whose last score is
// not the server's (day-live.mjs). --moves has staff move a game every few seconds, with its
// messages and their emails really sent (day-moves.mjs). A benchmark, not a test: it fails only if
// the setup does.
import { randomBytes } from 'node:crypto';
import { setTimeout as delay } from 'node:timers/promises';
import { parseArgs } from 'node:util';
import { openFollowerConnections } from './bench/day-connections.mjs';
import { openLivePages, wallNow } from './bench/day-live.mjs';
import { openVersionReader } from './bench/day-versions.mjs';
import { callApi, keepAliveAgent, send } from './bench/day-http.mjs';
import { runFollowers } from './bench/day-followers.mjs';
import { playGame, preparePhone } from './bench/day-phone.mjs';
import { backupReport, takeBackupNow } from './bench/day-backup.mjs';
import { importReport, prepareImport, runImportNow } from './bench/day-import.mjs';
import * as moves from './bench/day-moves.mjs';
import { dayReport } from './bench/day-report.mjs';
import { seedDay } from './bench/day-seed.mjs';
import { measureUsage } from './bench/day-usage.mjs';
import { judgeDay } from './bench/day-verdict.mjs';
import { startInstances } from './bench/start-server.mjs';
import { ensureClientBuild } from './lib/client-build.mjs';

/** Followers refresh once every 15 s, as useLiveRefresh polls. */
const REFRESH_S = 15;

function readOptions() {
  const { values } = parseArgs({
    options: {
      phones: { type: 'string', default: '20' },
      followers: { type: 'string', default: '10000' },
      live: { type: 'string', default: '0' },
      duration: { type: 'string', default: '60' },
      warmup: { type: 'string', default: '5' },
      lockstep: { type: 'boolean', default: false },
      backup: { type: 'boolean', default: false },
      import: { type: 'boolean', default: false },
      moves: { type: 'boolean', default: false },
    },
  });
  const { lockstep, backup, import: importing, moves: moving, ...counts } = values;
  const options = Object.fromEntries(Object.entries(counts).map(([k, v]) => [k, Number(v)]));
  for (const [name, value] of Object.entries(options)) {
    const least = name === 'warmup' || name === 'live' ? 0 : 1;
    if (!Number.isInteger(value) || value < least)
      throw new Error(`--${name} 应为不小于 ${least} 的整数`);
  }
  if (options.duration < 5) throw new Error('--duration 至少 5 秒');
  // Every phone logs in from this one address, which may check 100 passwords in 10 minutes.
  if (options.phones > 100) throw new Error('--phones 最多 100');
  return { ...options, lockstep, backup, importing, moving };
}

async function runDay(options, servers, sink) {
  const password = randomBytes(12).toString('base64url');
  console.log(`写入比赛日：${options.phones} 场比赛、${options.phones} 名记分志愿者…`);
  const movable = options.moving ? moves.MOVABLE_GAMES : 0;
  const day = await seedDay(servers[0].databaseUrl, options.phones, password, movable);
  const writeAgent = keepAliveAgent(64);
  const readAgent = keepAliveAgent(128);
  const instanceOf = (i) => servers[i % servers.length].base;
  const phones = await Promise.all(
    day.games.map(async ({ gameId, phone }, i) => ({
      base: instanceOf(i),
      agent: writeAgent,
      gameId,
      ...(await preparePhone({ base: instanceOf(i), phone, password, gameId, agent: writeAgent })),
    })),
  );

  const followerAgents = await Promise.all(
    servers.map((server) => openFollowerConnections(server.base)),
  );
  const live = options.live > 0 ? await openLive(options, servers, day) : undefined;
  const importer = options.importing ? await prepareImport(servers[0].base) : undefined;
  const mover =
    sink && (await moves.prepareMoves(servers[0].base, day.competitionId, day.movableGames));

  // Before a real day the pages have been visited for hours: each instance has answered them once,
  // so the day measures a warm server, not the first compilation of each answer's serializer.
  const pages = [
    '/api/index',
    `/api/competitions/${day.competitionId}`,
    ...day.games.map(({ gameId }) => `/api/games/${gameId}`),
  ];
  for (const server of servers) {
    for (const page of pages) await send(`${server.base}${page}`, { agent: readAgent });
  }
  const followAll = (durationMs, onDayEnd) =>
    runFollowers({
      bases: servers.map((server) => server.base),
      agents: followerAgents,
      gameIds: day.games.map((game) => game.gameId),
      competitionId: day.competitionId,
      perSecond: options.followers / REFRESH_S,
      durationMs,
      onDayEnd,
    });
  // Nor does a real day's server meet its full crowd in its first second: the followers come for
  // `warmup` seconds before the games begin, and only the day after counts (its figure is printed
  // apart, so a slow cold start stays visible).
  const warmup = options.warmup > 0 ? await followAll(options.warmup * 1000, () => {}) : undefined;

  console.log(`比赛日开始：${options.duration} 秒，${options.followers} 名关注者…`);
  const dayMs = options.duration * 1000;
  const stats = { batchMs: [], batches: [], readableMs: [], refusals: [], batchFailures: [] };
  // This process too: the load generator shares the machine's two cores with the servers.
  const usage = measureUsage([
    ...servers.map((server) => server.pid),
    process.pid,
    ...(live?.pages.pids ?? []),
  ]);
  let measured;
  const startAt = Date.now();
  const playing = Promise.all(
    phones.map((phone, i) => {
      // Phones start a little apart, as games do, and finish just before the day ends; with
      // --lockstep all at once, every step of every phone in the same moment: the worst case.
      const offset = options.lockstep ? 0 : Math.random() * (dayMs / 40);
      return playGame({
        phone,
        readBase: instanceOf(i + 1),
        readAgent,
        competitionId: day.competitionId,
        startAt: startAt + offset,
        spanMs: dayMs - offset - 500,
        lockstep: options.lockstep,
        stats,
        onPoint: live?.onPoint,
      });
    }),
  );
  const backingUp = options.backup
    ? delay(dayMs / 2).then(() => takeBackupNow(servers[0].databaseUrl))
    : undefined;
  const importing = importer ? delay(dayMs / 3).then(() => runImportNow(importer)) : undefined;
  const moving = mover && moves.runMoves(mover, startAt + dayMs);
  const followers = await followAll(dayMs, () => {
    measured = usage.stop();
  });
  const backup = await backingUp;
  const imported = await importing;
  const moved = mover && (await moves.finishMoves(await moving, sink, servers[0].databaseUrl));
  const ledgers = await playing;
  const livePages = live ? await live.finish(day, readAgent) : undefined;
  const verdict = await judgeDay({
    ledgers,
    bases: servers.map((server) => server.base),
    databaseUrl: servers[0].databaseUrl,
    agent: readAgent,
  });
  writeAgent.destroy();
  readAgent.destroy();
  return {
    verdict,
    followers,
    warmup,
    stats,
    usage: measured.slice(0, servers.length),
    generator: measured.slice(servers.length),
    backup,
    imported,
    livePages,
    moved,
  };
}

/** How long the pages are given, after the last phone settled, for the last points to arrive. */
const LIVE_GRACE_MS = 5_000;

async function openLive(options, servers, day) {
  console.log(`打开 ${options.live} 个实时比分页面…`);
  const gameIds = day.games.map((game) => game.gameId);
  const pages = await openLivePages({
    bases: servers.map((server) => server.base),
    competitionId: day.competitionId,
    gameIds,
    count: options.live,
  });
  const versions = await openVersionReader(servers[0].databaseUrl);
  // One read at a time per game, in the order the phone heard: each version is at least the last.
  const chains = new Map();
  return {
    pages,
    onPoint(gameId) {
      const at = wallNow();
      const chain = (chains.get(gameId) ?? Promise.resolve())
        .then(() => versions.read(gameId))
        .then((version) => pages.acknowledged(gameId, version, at));
      chains.set(
        gameId,
        chain.catch((error) => console.error(`读取比赛版本失败：${error.message}`)),
      );
    },
    async finish({ games }, agent) {
      await Promise.all(chains.values());
      await delay(LIVE_GRACE_MS);
      await versions.close();
      const finals = await Promise.all(
        games.map(async ({ gameId }) => {
          const game = await callApi(`${servers[0].base}/api/games/${gameId}`, { agent });
          return { home: game.homeScore, away: game.awayScore };
        }),
      );
      return pages.finish(finals);
    },
  };
}

let servers = [];
let sink;
try {
  const options = readOptions();
  await ensureClientBuild();
  sink = options.moving ? await moves.startMailSink() : undefined;
  servers = await startInstances(process.env.DATABASE_URL);
  const figures = await runDay(options, servers, sink);
  const column = servers.length > 1 ? 'PostgreSQL, two instances' : 'SQLite, one instance';
  console.log(`\n${dayReport({ column, options, instances: servers.length, ...figures })}`);
  if (figures.backup) console.log(backupReport(figures.backup, figures.stats.batches));
  if (figures.imported) console.log(importReport(figures.imported, figures.stats.batches));
  if (figures.moved) console.log(moves.movesReport(figures.moved, figures.stats.batches));
} catch (error) {
  console.error(`压测未能完成：${error instanceof Error ? error.message : String(error)}`);
  process.exitCode = 1;
} finally {
  for (const server of servers) await server.stop();
  await sink?.close();
}
