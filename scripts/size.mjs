// npm run size: the JavaScript budget of a first visit. Builds the client and the server when
// stale (skip with --no-build; --verbose lists the files), then measures per route:
// - before the first paint: the entry chunk, its static imports, and the route's lazy section chunk
//   with its own static imports, as read from Vite's manifest (dist/.vite/manifest.json) and
//   dist/index.html;
// - until the network is idle: every script Chromium loads for the page from the started server,
//   the service worker kept out (scripts/lib/scripts-until-idle.mjs).
// Each figure has its budget, and either one over it fails the run. Until idle, /home may take
// 150 KB: React, Chakra and the router alone are about 135 KB of it, so a first visit leaves out
// all that it does not use (docs/architecture.md lists what and how).
// KB here means 1024 bytes; gzip is zlib's default level, as the server's compression sends it.
import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { gzipSync } from 'node:zlib';
import { startServer } from './bench/start-server.mjs';
import { ensureClientBuild } from './lib/client-build.mjs';
import { vite } from './lib/run.mjs';
import { scriptsUntilIdle } from './lib/scripts-until-idle.mjs';

// Route → the section module(s) src/app/sections.ts loads for it with a dynamic import.
const ROUTES = [
  { route: '/home', modules: ['src/features/portal/home/index'], budgetKb: 150, idleKb: 150 },
  {
    route: '/scoring/login',
    modules: ['src/features/scoring/login/index', 'src/app/layouts/scoring-layout'],
    budgetKb: 170,
    idleKb: 170,
  },
  // A competition's page (issue #35): its chunk once brought zod and the schemas with it.
  {
    route: '/match/detail?id=1',
    modules: ['src/features/match/index'],
    budgetKb: 190,
    idleKb: 190,
  },
];

const ROOT = path.resolve(import.meta.dirname, '..');
const DIST = path.join(ROOT, 'dist');
const MANIFEST = path.join(DIST, '.vite/manifest.json');
const KB = 1024;

async function prepareBuild() {
  if (process.argv.includes('--no-build')) return;
  await ensureClientBuild();
  // A dist/ built before the manifest was switched on looks current but cannot be measured.
  if (!existsSync(MANIFEST) && (await vite(['build', '--logLevel', 'warn'], { cwd: ROOT })) !== 0) {
    throw new Error('前端构建失败');
  }
}

/** Every chunk file a manifest entry needs before it runs: itself and its static imports, deeply. */
function staticClosure(manifest, key, files = new Set()) {
  const chunk = manifest[key];
  if (!chunk || files.has(chunk.file)) return files;
  files.add(chunk.file);
  for (const imported of chunk.imports ?? []) staticClosure(manifest, imported, files);
  return files;
}

/** Scripts dist/index.html loads at once: the module entry and its modulepreloads. */
function htmlScripts(html) {
  const files = new Set();
  const tags =
    html.match(/<script[^>]*type="module"[^>]*>|<link[^>]*rel="modulepreload"[^>]*>/g) ?? [];
  for (const tag of tags) {
    const url = tag.match(/(?:src|href)="([^"]+)"/)?.[1];
    if (url) files.add(url.replace(/^(?:[a-z]+:)?\/\/[^/]+/, '').replace(/^.*?(assets\/)/, '$1'));
  }
  return files;
}

function sectionKey(manifest, module) {
  const key = Object.keys(manifest).find(
    (candidate) => candidate === module || candidate.startsWith(`${module}.`),
  );
  if (!key) {
    const known = Object.keys(manifest).filter((candidate) => manifest[candidate].isDynamicEntry);
    throw new Error(
      `Vite 清单里没有 ${module}.*：请更新 scripts/size.mjs 的 ROUTES。已知的动态模块：\n  ${known.join('\n  ')}`,
    );
  }
  return key;
}

function measure(files) {
  const perFile = files.map((file) => {
    const bytes = readFileSync(path.join(DIST, file));
    return { file, raw: bytes.length, gzip: gzipSync(bytes).length };
  });
  const sum = (field) => perFile.reduce((total, entry) => total + entry[field], 0);
  return { raw: sum('raw'), gzip: sum('gzip'), perFile };
}

/** Each route's scripts before the first paint, from the build's manifest. */
function beforePaint(manifest, modules) {
  const entryKeys = Object.keys(manifest).filter((key) => manifest[key].isEntry);
  const files = htmlScripts(readFileSync(path.join(DIST, 'index.html'), 'utf8'));
  for (const key of entryKeys) staticClosure(manifest, key, files);
  for (const module of modules) staticClosure(manifest, sectionKey(manifest, module), files);
  return [...files].filter((file) => file.endsWith('.js'));
}

const kb = (bytes) => (bytes / KB).toFixed(1);
// Columns are padded by display width: a Chinese character takes two terminal cells.
const cells = (text) =>
  [...text].reduce((width, char) => width + (char.charCodeAt(0) > 0x2e80 ? 2 : 1), 0);
const cell = (text, width, left = false) => {
  const padding = ' '.repeat(Math.max(0, width - cells(text)));
  return left ? text + padding : padding + text;
};
const line = (columns) =>
  [cell(columns[0], 16, true), ...columns.slice(1).map((text) => cell(text, 13))].join(' ');

try {
  await prepareBuild();
  const manifest = JSON.parse(readFileSync(MANIFEST, 'utf8'));
  const server = await startServer();
  const rows = [];
  try {
    for (const { route, modules, budgetKb, idleKb } of ROUTES) {
      const painted = measure(beforePaint(manifest, modules));
      const idle = measure(await scriptsUntilIdle(server.base, route));
      rows.push({ route, budgetKb, idleKb, painted, idle });
    }
  } finally {
    await server.stop();
  }

  console.log(
    '首次访问的 JavaScript（gzip KB，KB = 1024 字节，zlib 默认级别；不含 Service Worker 预缓存）',
  );
  console.log(line(['路由', '首屏前', '预算', '网络空闲前', '预算']));
  const files = (measured) => `${kb(measured.gzip)}（${measured.perFile.length} 个）`;
  const overPaint = (row) => row.painted.gzip > row.budgetKb * KB;
  const overIdle = (row) => row.idle.gzip > row.idleKb * KB;
  for (const row of rows) {
    const columns = [row.route, files(row.painted), String(row.budgetKb)];
    columns.push(files(row.idle), String(row.idleKb));
    const over = overPaint(row) || overIdle(row);
    console.log(line(columns) + (over ? '  ✗ 超出预算' : '  ✓'));
  }
  // The files behind a figure, largest first, when over budget or asked for with --verbose.
  const verbose = process.argv.includes('--verbose');
  const list = (title, measured) => {
    console.log(`\n${title}:`);
    for (const entry of [...measured.perFile].sort((a, b) => b.gzip - a.gzip)) {
      console.log(`  ${kb(entry.gzip).padStart(7)} KB gzip  ${entry.file}`);
    }
  };
  for (const row of rows) {
    if (verbose || overPaint(row)) list(`${row.route}（首屏前）`, row.painted);
    if (verbose || overIdle(row)) list(`${row.route}（网络空闲前）`, row.idle);
  }
  const failures = [];
  for (const row of rows) {
    const excess = (measured, budget) =>
      `${kb(measured.gzip)} KB gzip，超出预算 ${budget} KB（多 ${kb(measured.gzip - budget * KB)} KB）`;
    if (overPaint(row)) failures.push(`✗ ${row.route} 首屏前 ${excess(row.painted, row.budgetKb)}`);
    if (overIdle(row)) failures.push(`✗ ${row.route} 网络空闲前 ${excess(row.idle, row.idleKb)}`);
  }
  if (failures.length > 0) {
    for (const failure of failures) console.error(failure);
    process.exit(1);
  }
  console.log('✓ 体积预算通过');
} catch (error) {
  console.error(error instanceof Error ? error.message : error);
  process.exit(1);
}
