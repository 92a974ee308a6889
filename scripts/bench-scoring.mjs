// npm run bench:scoring (a benchmark, not a test): in Chromium at phone size against the real
// server on a fresh database,
// 1. milliseconds from the tap that records a point (the last of its taps) to the new score in
//    the role="status" element: performance.now() around the click, a MutationObserver on the
//    element; median and p95 over TAPS points, once the service worker is active; first back to
//    back, then each once the previous point has synced (measureTaps says why both);
// 2. the time and the number of requests to drain QUEUED actions recorded offline, from the
//    network coming back to 已同步.
/* global document, navigator, requestAnimationFrame, MutationObserver, performance, setTimeout */
import { chromium } from 'playwright-core';
import { assertChromium } from './lib/chromium.mjs';
import { ensureClientBuild } from './lib/client-build.mjs';
import { startServer } from './bench/start-server.mjs';

const TAPS = 100;
const QUEUED = 500;
const SERVICE_WORKER_TIMEOUT_MS = 60_000;
const VOLUNTEER = { phone: '13800000003', password: 'demo1234' };
const WRITES =
  /\/api\/volunteer\/(batch|begin|finished|save\/score|save\/name|delete\/score|timeout)$/;
const PHONE = {
  viewport: { width: 390, height: 844 },
  isMobile: true,
  hasTouch: true,
  locale: 'zh-CN',
};

function percentile(sorted, p) {
  return sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)];
}

async function openFirstGame(page, base) {
  await page.goto(`${base}/scoring/login`);
  await page.getByLabel('手机号').fill(VOLUNTEER.phone);
  await page.getByLabel('密码').fill(VOLUNTEER.password);
  await page.getByRole('button', { name: '登录' }).click();
  await page.waitForURL((url) => url.pathname === '/scoring/match/list');
  await page.getByRole('link').filter({ hasText: '未开始' }).first().click();
  await page.getByRole('button', { name: '开始比赛' }).click();
  await page.getByRole('button', { name: /得分$/ }).first().waitFor();
}

/**
 * The service worker precaches every file of the build once per version, in the seconds after the
 * first visit. Taps timed during that download measure the size of the whole site (every chunk
 * any page adds), not the tap; a volunteer meets it once, so the taps are timed after it.
 */
async function waitForServiceWorker(page) {
  const active = await page.evaluate(
    (ms) =>
      Promise.race([
        navigator.serviceWorker.ready.then(() => true),
        new Promise((resolve) => setTimeout(() => resolve(false), ms)),
      ]),
    SERVICE_WORKER_TIMEOUT_MS,
  );
  if (!active) throw new Error('service worker not active within 60 s');
}

/** One point: the team's button and 跳过 for the scorer, then the timed 跳过 for the assist. */
function timedPoint(page, team) {
  return page.evaluate(async (teamIndex) => {
    const button = (text) =>
      [...document.querySelectorAll('button')].find((b) => b.textContent?.trim() === text);
    const nextFrame = () => new Promise((resolve) => requestAnimationFrame(() => resolve()));
    const teamButtons = [...document.querySelectorAll('button')].filter((b) =>
      b.textContent?.trim().endsWith('得分'),
    );
    teamButtons[teamIndex].click();
    await nextFrame();
    button('跳过').click();
    await nextFrame();
    const status = document.querySelector('[role="status"][aria-label^="比分"]');
    const before = status.textContent;
    return new Promise((resolve) => {
      const observer = new MutationObserver(() => {
        if (status.textContent === before) return;
        observer.disconnect();
        resolve(performance.now() - started);
      });
      observer.observe(status, { childList: true, characterData: true, subtree: true });
      const started = performance.now();
      button('跳过').click();
    });
  }, team);
}

/**
 * Times TAPS points. Back to back, each tap meets the previous point's sync still at work (its
 * request, then its acknowledgement written and the screen read again); spaced, each waits until
 * the previous point has synced, as a point recorded minutes after the last one does in a game.
 */
async function measureTaps(page, { spaced }) {
  const synced = page.getByTestId('sync-state').filter({ hasText: '已同步' });
  const times = [];
  for (let i = 0; i < TAPS; i += 1) {
    if (spaced) await synced.waitFor();
    times.push(await timedPoint(page, i % 2));
  }
  times.sort((a, b) => a - b);
  return { median: percentile(times, 50), p95: percentile(times, 95), max: times.at(-1) };
}

async function measureDrain(context, page) {
  const state = page.getByTestId('sync-state');
  // The last timed tap may still be on its way: cut the network with nothing pending.
  await state.filter({ hasText: '已同步' }).waitFor();
  await context.route('**/api/**', (route) => route.abort('internetdisconnected'));
  await context.setOffline(true);
  for (let i = 0; i < QUEUED; i += 1) await timedPoint(page, i % 2);
  await state.filter({ hasText: `待同步 ${QUEUED}` }).waitFor();

  let requests = 0;
  page.on('request', (request) => {
    if (WRITES.test(new URL(request.url()).pathname)) requests += 1;
  });
  const started = performance.now();
  await context.unroute('**/api/**');
  await context.setOffline(false);
  await state.filter({ hasText: '已同步' }).waitFor({ timeout: 120_000 });
  return { ms: performance.now() - started, requests };
}

assertChromium();
await ensureClientBuild();
const server = await startServer();
const browser = await chromium.launch({
  executablePath: process.env.CHROME_PATH || '/usr/bin/chromium',
  args: ['--headless', '--no-sandbox', '--disable-gpu'],
});
try {
  const context = await browser.newContext(PHONE);
  const page = await context.newPage();
  await openFirstGame(page, server.base);
  await waitForServiceWorker(page);
  const taps = await measureTaps(page, { spaced: false });
  const spacedTaps = await measureTaps(page, { spaced: true });
  const drain = await measureDrain(context, page);
  const fmt = (ms) => `${ms.toFixed(1)} ms`;
  const line = (label, measured) =>
    console.log(
      `点按到比分更新（Chromium，${TAPS} 分，${label}）：中位数 ${fmt(measured.median)}，p95 ${fmt(measured.p95)}，最大 ${fmt(measured.max)}`,
    );
  line('连续点按，上一分仍在同步', taps);
  line('上一分已同步后再点', spacedTaps);
  console.log(
    `离线记录 ${QUEUED} 个操作后恢复网络：${fmt(drain.ms)} 同步完毕，${drain.requests} 个请求`,
  );
} finally {
  await browser.close();
  await server.stop();
}
