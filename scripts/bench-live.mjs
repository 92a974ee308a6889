// npm run bench:live [-- --pages 1000 --points 30]: what live pages cost the production server
// (docs/live-scores.md). Starts the built server, opens `pages` event streams of the demo
// volunteer's competition, and prints: the server's resident memory before and after they opened,
// its CPU with them open and idle (heartbeats only) and while points are broadcast, and the delay
// from a volunteer's POST /api/volunteer/save/score (or the DELETE /api/volunteer/delete/score
// that undoes it) to its arrival
// at every page. Points go one at a time, each after every page got the one before, so each
// arrival is matched to its point. On SQLite one instance; with DATABASE_URL=postgres://… two
// instances on that database, the pages split between them and every point sent to the first,
// so half the arrivals crossed PostgreSQL's NOTIFY. A benchmark, not a test: the load generator
// shares the machine with the server, and its own parsing of the streams is in the delays.
import { randomUUID } from 'node:crypto';
import { performance } from 'node:perf_hooks';
import { setTimeout as delay } from 'node:timers/promises';
import { parseArgs } from 'node:util';
import { addressesFor, openPages } from './bench/live-pages.mjs';
import { measureUsage } from './bench/day-usage.mjs';
import { residentMb, startInstances } from './bench/start-server.mjs';
import { ensureClientBuild } from './lib/client-build.mjs';

const { fetch } = globalThis;

const IDLE_S = 5;
const WARMUP_PAGES = 200;
const ARRIVAL_TIMEOUT_MS = 5000;

function readOptions() {
  const { values } = parseArgs({
    options: {
      pages: { type: 'string', default: '1000' },
      points: { type: 'string', default: '30' },
    },
  });
  const options = { pages: Number(values.pages), points: Number(values.points) };
  for (const [name, value] of Object.entries(options)) {
    if (!Number.isInteger(value) || value < 1) throw new Error(`--${name} 应为正整数`);
  }
  return options;
}

async function call(base, path, ticket, body, method = body ? 'POST' : 'GET') {
  const response = await fetch(base + path, {
    method,
    headers: { 'content-type': 'application/json', ...(ticket ? { ticket } : {}) },
    ...(body ? { body: JSON.stringify(body) } : {}),
  });
  const envelope = await response.json();
  if (envelope.code !== 0) throw new Error(`${path}: ${envelope.message}`);
  return envelope.data;
}

/** The demo volunteer's first game still to play, begun. */
async function gameInPlay(base) {
  const { ticket } = await call(base, '/api/volunteer/login', null, {
    phone: '13800000003',
    password: 'demo1234',
  });
  const games = await call(base, '/api/volunteer/date/games', ticket);
  const game = games.find((g) => g.status !== 'finished' && !g.cancelReason);
  if (!game) throw new Error('演示记分员今天没有可记分的比赛');
  if (game.status === 'scheduled') {
    await call(base, '/api/volunteer/begin', ticket, {
      id: randomUUID(),
      gameId: game.id,
      at: Date.now(),
    });
  }
  const now = (await call(base, '/api/volunteer/date/games', ticket)).find((g) => g.id === game.id);
  return { ticket, game: now };
}

const percentile = (sorted, p) =>
  sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)];

async function waitForArrivals(pages, sentAt, score) {
  const deadline = performance.now() + ARRIVAL_TIMEOUT_MS;
  while (performance.now() < deadline) {
    if (pages.every((page) => page.score === score)) break;
    await delay(5);
  }
  return pages.map((page) => {
    const arrival = page.arrivals.find((a) => a.at >= sentAt && a.score === score);
    return arrival ? arrival.at - sentAt : null;
  });
}

async function run(options, servers) {
  const pids = servers.map((server) => server.pid);
  const [first] = servers;
  const { ticket, game } = await gameInPlay(first.base);
  // The first streams warm the code and the allocator: open and close some before measuring.
  for (const [i, server] of servers.entries()) {
    const warm = await openPages(
      server.base,
      game.competitionId,
      game.id,
      WARMUP_PAGES,
      200 + i * 10,
    );
    for (const page of warm) page.close();
  }
  await delay(1000);
  const rssBefore = pids.map(residentMb);

  console.log(`打开 ${options.pages} 个实时比分页面…`);
  const share = Math.ceil(options.pages / servers.length);
  const pageSets = [];
  let nextAddress = 2;
  for (const server of servers) {
    const count = Math.min(share, options.pages - pageSets.flat().length);
    pageSets.push(await openPages(server.base, game.competitionId, game.id, count, nextAddress));
    nextAddress += addressesFor(count);
  }
  const pages = pageSets.flat();
  await delay(2000);
  const rssAfter = pids.map(residentMb);

  const idle = measureUsage(pids);
  await delay(IDLE_S * 1000);
  const idleUsage = idle.stop();

  console.log(`记录 ${options.points} 次比分变化（得分、撤销交替）…`);
  const delays = pageSets.map(() => []);
  let missing = 0;
  let home = game.homeScore;
  let lastScoreId = null;
  const broadcast = measureUsage(pids);
  const startedAt = performance.now();
  for (let i = 0; i < options.points; i += 1) {
    const sentAt = performance.now();
    if (lastScoreId === null) {
      lastScoreId = randomUUID();
      await call(first.base, '/api/volunteer/save/score', ticket, {
        id: lastScoreId,
        gameId: game.id,
        team: 'home',
        at: Date.now(),
      });
      home += 1;
    } else {
      await call(
        first.base,
        '/api/volunteer/delete/score',
        ticket,
        { id: lastScoreId, gameId: game.id, at: Date.now() },
        'DELETE',
      );
      lastScoreId = null;
      home -= 1;
    }
    const score = `${home}:${game.awayScore}`;
    for (const [set, setPages] of pageSets.entries()) {
      const arrived = await waitForArrivals(setPages, sentAt, score);
      for (const ms of arrived) {
        if (ms === null) missing += 1;
        else delays[set].push(ms);
      }
    }
  }
  const broadcastSeconds = (performance.now() - startedAt) / 1000;
  const broadcastUsage = broadcast.stop();
  for (const page of pages) page.close();
  return {
    pages: pages.length,
    pagesPerInstance: pageSets.map((set) => set.length),
    rssBefore,
    rssAfter,
    idleUsage,
    broadcastUsage,
    broadcastSeconds,
    delays,
    missing,
    points: options.points,
  };
}

function report(figures, servers) {
  const { pages, rssBefore, rssAfter, idleUsage, broadcastUsage, delays, missing, points } =
    figures;
  const each = (values, format) => values.map(format).join(' + ');
  const mb = (value) => `${value.toFixed(1)} MB`;
  const perPageKb = rssAfter.map(
    (after, i) => ((after - rssBefore[i]) * 1024) / figures.pagesPerInstance[i],
  );
  const cpuMsPerPoint = broadcastUsage.map(
    (usage) => ((usage.cpuPercent / 100) * figures.broadcastSeconds * 1000) / points,
  );
  const rows = [
    ['实例', servers.length > 1 ? 'PostgreSQL，两个实例' : 'SQLite，一个实例'],
    ['打开的页面', each(figures.pagesPerInstance, String)],
    ['内存（RSS）打开前', each(rssBefore, mb)],
    ['内存（RSS）打开后', each(rssAfter, mb)],
    ['每个页面的内存', each(perPageKb, (kb) => `${kb.toFixed(1)} KB`)],
    [`CPU，页面空闲 ${IDLE_S} s`, each(idleUsage, (u) => `${u.cpuPercent.toFixed(1)}%`)],
    [
      `CPU，广播 ${points} 次变化（${figures.broadcastSeconds.toFixed(1)} s）`,
      each(broadcastUsage, (u) => `${u.cpuPercent.toFixed(1)}%`),
    ],
    ['每次变化的服务器 CPU', each(cpuMsPerPoint, (ms) => `${ms.toFixed(1)} ms`)],
  ];
  delays.forEach((set, i) => {
    const sorted = [...set].sort((a, b) => a - b);
    const name =
      servers.length > 1 ? (i === 0 ? '（记分所在实例）' : '（经 NOTIFY 的另一实例）') : '';
    rows.push([
      `送达延迟${name} p50 / p95 / 最大`,
      sorted.length === 0
        ? '—'
        : `${percentile(sorted, 50).toFixed(0)} / ${percentile(sorted, 95).toFixed(0)} / ${sorted.at(-1).toFixed(0)} ms`,
    ]);
  });
  rows.push(['未送达', `${missing} / ${pages * points}`]);
  // A Chinese character takes two columns of a terminal.
  const columns = (text) => [...text].reduce((n, c) => n + (c.charCodeAt(0) > 0x2e80 ? 2 : 1), 0);
  const width = Math.max(...rows.map(([label]) => columns(label))) + 2;
  console.log('');
  for (const [label, value] of rows) {
    console.log(`${label}${' '.repeat(width - columns(label))}${value}`);
  }
}

const options = readOptions();
await ensureClientBuild();
const servers = await startInstances(process.env.DATABASE_URL);
try {
  report(await run(options, servers), servers);
} finally {
  await Promise.all(servers.map((server) => server.stop()));
}
