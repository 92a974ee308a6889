// Builds the client (dist/) and the server's page renderer (dist-ssr/) when either is missing or
// older than any of its sources.
import { existsSync, readdirSync, statSync } from 'node:fs';
import path from 'node:path';
import { vite } from './run.mjs';

const ROOT = path.resolve(import.meta.dirname, '../..');
const SOURCES = ['src', 'sw', 'public', 'index.html', 'vite.config.ts', 'package-lock.json'];

function newestMtime(target) {
  if (!existsSync(target)) return 0;
  const stat = statSync(target);
  if (!stat.isDirectory()) return stat.mtimeMs;
  let newest = stat.mtimeMs;
  for (const entry of readdirSync(target))
    newest = Math.max(newest, newestMtime(path.join(target, entry)));
  return newest;
}

const OUTPUTS = ['dist/index.html', 'dist-ssr/entry-server.js'];

export function clientBuildIsCurrent() {
  const built = OUTPUTS.map((output) => path.join(ROOT, output));
  if (!built.every((output) => existsSync(output))) return false;
  const builtAt = Math.min(...built.map((output) => statSync(output).mtimeMs));
  return SOURCES.every((source) => newestMtime(path.join(ROOT, source)) <= builtAt);
}

/** `vite build` for the browser, then `vite build --ssr` for the server's page renderer. */
export async function buildClient() {
  const quiet = ['--logLevel', 'warn'];
  const browser = await vite(['build', ...quiet], { cwd: ROOT });
  if (browser !== 0) throw new Error('前端构建失败');
  const ssr = ['build', '--ssr', 'src/entry-server.tsx', '--outDir', 'dist-ssr', ...quiet];
  if ((await vite(ssr, { cwd: ROOT })) !== 0) throw new Error('页面渲染模块构建失败');
}

export async function ensureClientBuild() {
  if (clientBuildIsCurrent()) return;
  console.log('构建前端 (npm run build)…');
  await buildClient();
}
