// npm run size: the JavaScript budget of the first load. Builds the client when
// dist/ is stale (skip with --no-build; --verbose lists the files), then adds up, per route, the gzip size of the entry chunk,
// its static imports, and the route's lazy section chunk with its own static imports, as read from
// Vite's manifest (dist/.vite/manifest.json) and dist/index.html. KB here means 1024 bytes; gzip is
// zlib's default level, as the server's compression sends it.
import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { gzipSync } from 'node:zlib';
import { ensureClientBuild } from './lib/client-build.mjs';
import { vite } from './lib/run.mjs';

// Route → the section module(s) src/app/sections.ts loads for it with a dynamic import.
const ROUTES = [
  { route: '/home', modules: ['src/features/portal/home/index'], budgetKb: 150 },
  {
    route: '/scoring/login',
    modules: ['src/features/scoring/login/index', 'src/app/layouts/scoring-layout'],
    budgetKb: 170,
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

try {
  await prepareBuild();
  const manifest = JSON.parse(readFileSync(MANIFEST, 'utf8'));
  const entryKeys = Object.keys(manifest).filter((key) => manifest[key].isEntry);
  const firstLoad = htmlScripts(readFileSync(path.join(DIST, 'index.html'), 'utf8'));
  for (const key of entryKeys) staticClosure(manifest, key, firstLoad);

  const kb = (bytes) => (bytes / KB).toFixed(1);
  const rows = ROUTES.map(({ route, modules, budgetKb }) => {
    const files = new Set(firstLoad);
    for (const module of modules) staticClosure(manifest, sectionKey(manifest, module), files);
    const jsFiles = [...files].filter((file) => file.endsWith('.js'));
    return { route, budgetKb, count: jsFiles.length, ...measure(jsFiles) };
  });

  console.log('首次加载的 JavaScript（KB = 1024 字节，gzip 为 zlib 默认级别）');
  // Columns are padded by display width: a Chinese character takes two terminal cells.
  const cells = (text) =>
    [...text].reduce((width, char) => width + (char.charCodeAt(0) > 0x2e80 ? 2 : 1), 0);
  const cell = (text, width, left = false) => {
    const padding = ' '.repeat(Math.max(0, width - cells(text)));
    return left ? text + padding : padding + text;
  };
  const line = (columns) =>
    [cell(columns[0], 16, true), ...columns.slice(1).map((text) => cell(text, 9))].join(' ');
  console.log(line(['路由', '文件数', '原始 KB', 'gzip KB', '预算 KB']));
  for (const row of rows) {
    const mark = row.gzip > row.budgetKb * KB ? '  ✗ 超出预算' : '  ✓';
    console.log(
      line([row.route, String(row.count), kb(row.raw), kb(row.gzip), String(row.budgetKb)]) + mark,
    );
  }
  const over = rows.filter((row) => row.gzip > row.budgetKb * KB);
  // The files behind a figure, largest first, when over budget or asked for with --verbose.
  for (const row of process.argv.includes('--verbose') ? rows : over) {
    console.log(`\n${row.route}:`);
    for (const entry of [...row.perFile].sort((a, b) => b.gzip - a.gzip)) {
      console.log(`  ${kb(entry.gzip).padStart(7)} KB gzip  ${entry.file}`);
    }
  }
  if (over.length > 0) {
    for (const row of over) {
      console.error(
        `✗ ${row.route} 首次加载 ${kb(row.gzip)} KB gzip，超出预算 ${row.budgetKb} KB（多 ${kb(row.gzip - row.budgetKb * KB)} KB）`,
      );
    }
    process.exit(1);
  }
  console.log('✓ 体积预算通过');
} catch (error) {
  console.error(error instanceof Error ? error.message : error);
  process.exit(1);
}
