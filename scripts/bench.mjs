// npm run bench: requests/s of the hot public reads, of the server-rendered home page, of a static
// file from the same server, and writes/s of save/score with fresh ids, at 32 connections for ~5 s
// each, plus resident memory. When nginx is installed, it also serves /api/index's bytes from a
// file, and the ratio of the two is printed (issue #15 asks for 0.25 or better).
import { Buffer } from 'node:buffer';
import { randomUUID } from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';
import { performance } from 'node:perf_hooks';
import { setTimeout as delay } from 'node:timers/promises';
import autocannon from 'autocannon';
import { nginxPath, startNginx } from './bench/nginx-baseline.mjs';
import { residentMb, startServer } from './bench/start-server.mjs';
import { ensureClientBuild } from './lib/client-build.mjs';

const { fetch } = globalThis;
const ROOT = path.resolve(import.meta.dirname, '..');
const CONNECTIONS = 32;
const DURATION_S = 5;
const BATCH_SIZE = 20;
const VOLUNTEER = { phone: '13800000003', password: 'demo1234' };

async function api(base, method, url, body, ticket) {
  const response = await fetch(`${base}${url}`, {
    method,
    headers: { 'content-type': 'application/json', ...(ticket ? { ticket } : {}) },
    body: body ? JSON.stringify(body) : undefined,
  });
  const answer = await response.json();
  if (answer.code !== 0) throw new Error(`${method} ${url}: ${answer.code} ${answer.message}`);
  return answer.data;
}

/** A game for the write benchmark: one of the demo volunteer's games today, begun. */
async function liveGame(base) {
  const { ticket } = await api(base, 'POST', '/api/volunteer/login', VOLUNTEER);
  const games = await api(base, 'GET', '/api/volunteer/date/games', undefined, ticket);
  const game = games.find((g) => g.status !== 'finished');
  if (!game) throw new Error('the demo volunteer has no unfinished game today');
  await api(
    base,
    'POST',
    '/api/volunteer/begin',
    { id: randomUUID(), gameId: game.id, at: Date.now() },
    ticket,
  );
  return { ticket, gameId: game.id };
}

function run(options) {
  return autocannon({ connections: CONNECTIONS, duration: DURATION_S, ...options });
}

const scoreAction = (gameId) => ({
  id: randomUUID(),
  gameId,
  team: Math.random() < 0.5 ? 'home' : 'away',
  at: Date.now(),
});

/**
 * Writes/s of fresh scores: one per save/score request, or `perBatch` per batch request (how a
 * phone drains a long outbox). Accepted actions are counted from the answers.
 */
async function measureWrites(base, perBatch) {
  const { ticket, gameId } = await liveGame(base);
  const counts = { ok: 0, rejected: 0 };
  const body = perBatch
    ? () => ({
        actions: Array.from({ length: perBatch }, () => ({
          type: 'score',
          ...scoreAction(gameId),
        })),
      })
    : () => scoreAction(gameId);
  const result = await run({
    url: `${base}/api/volunteer/${perBatch ? 'batch' : 'save/score'}`,
    requests: [
      {
        method: 'POST',
        headers: { 'content-type': 'application/json', ticket },
        setupRequest: (request) => ({ ...request, body: JSON.stringify(body()) }),
        onResponse: (status, text) => {
          const accepted =
            status === 200 ? (text.match(/"code":0/g) ?? []).length - (perBatch ? 1 : 0) : 0;
          const sent = perBatch ?? 1;
          counts.ok += accepted;
          counts.rejected += sent - accepted;
        },
      },
    ],
  });
  const game = await api(base, 'GET', `/api/volunteer/game/${gameId}`, undefined, ticket);
  return {
    result,
    counts,
    stored: game.homeScore + game.awayScore,
    perSecond: Math.round(counts.ok / DURATION_S),
  };
}

const row = (name, result, note = '') => ({
  测试: name,
  '请求/秒': Math.round(result.requests.average),
  '延迟 p50 ms': result.latency.p50,
  '延迟 p99 ms': result.latency.p99,
  '非 2xx': result.non2xx,
  错误: result.errors + result.timeouts,
  说明: note,
});

await ensureClientBuild();
const server = await startServer();
try {
  await delay(2000);
  const idleMb = residentMb(server.pid);
  const staticPath = fs.existsSync(path.join(ROOT, 'dist', 'favicon.svg'))
    ? '/favicon.svg'
    : '/index.html';

  const rows = [];
  // nginx first, while the server is idle, then the server answering the same bytes.
  const nginx = nginxPath();
  let baseline;
  if (nginx) {
    const body = Buffer.from(await (await fetch(`${server.base}/api/index`)).arrayBuffer());
    const started = await startNginx(nginx, body);
    try {
      baseline = { bytes: body.length, result: await run({ url: started.url }) };
    } finally {
      await started.stop();
    }
  }
  const index = await run({ url: `${server.base}/api/index` });
  rows.push(row('GET /api/index', index));
  if (baseline) {
    rows.push(row('nginx 静态文件（同样的 /api/index 字节）', baseline.result, '1 个工作进程'));
  }
  // What a load balancer asks every few seconds of each instance (docs/architecture.md, "Operations").
  rows.push(row('GET /api/health', await run({ url: `${server.base}/api/health` })));
  rows.push(row('GET /api/ready', await run({ url: `${server.base}/api/ready` })));
  rows.push(
    row(
      'GET /api/news?category=news_internal',
      await run({ url: `${server.base}/api/news?category=news_internal` }),
    ),
  );
  // The first visit loads the renderer and renders; later ones send the page kept for its answers.
  const firstStarted = performance.now();
  await fetch(`${server.base}/home`);
  const firstMs = Math.round(performance.now() - firstStarted);
  // As a browser asks for it: compressed.
  const home = await run({
    url: `${server.base}/home`,
    headers: { 'accept-encoding': 'br, gzip' },
  });
  const renderedMb = residentMb(server.pid);
  rows.push(
    row(
      'GET /home（服务器渲染）',
      home,
      `首次访问 ${firstMs} ms（载入渲染模块并渲染），之后常驻内存 ${renderedMb} MB`,
    ),
  );
  rows.push(
    row(`GET ${staticPath}（静态文件）`, await run({ url: `${server.base}${staticPath}` })),
  );
  const writes = await measureWrites(server.base);
  rows.push(
    row(
      'POST /api/volunteer/save/score',
      writes.result,
      `写入/秒 ${writes.perSecond}，成功 ${writes.counts.ok}，被拒 ${writes.counts.rejected}，该场比分合计 ${writes.stored}`,
    ),
  );
  const batched = await measureWrites(server.base, BATCH_SIZE);
  rows.push(
    row(
      `POST /api/volunteer/batch（每批 ${BATCH_SIZE} 个得分）`,
      batched.result,
      `写入/秒 ${batched.perSecond}，成功 ${batched.counts.ok}，被拒 ${batched.counts.rejected}`,
    ),
  );
  const loadedMb = residentMb(server.pid);

  console.log(`\n${CONNECTIONS} 个连接，每项约 ${DURATION_S} 秒（SQLite，演示数据）`);
  console.table(rows);
  console.log(`常驻内存：启动后空闲 ${idleMb} MB，压测后 ${loadedMb} MB`);
  if (baseline) {
    const times = index.requests.average / baseline.result.requests.average;
    console.log(`/api/index 为 nginx 的 ${times.toFixed(2)} 倍（${baseline.bytes} 字节）`);
    console.log('（两者由同一个压测进程发出：若 nginx 的请求/秒已是压测进程的上限，比值会偏高）');
  } else {
    console.log('未安装 nginx，未与之比较');
  }
} finally {
  await server.stop();
}
