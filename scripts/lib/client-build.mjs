// Builds the client (dist/) and the server's page renderer (dist-ssr/) when either is missing or
// older than any of its sources, and the compiled server (dist-server/) likewise.
import { existsSync, statSync } from 'node:fs';
import path from 'node:path';
import { newestMtime } from './newest-mtime.mjs';
import { vite } from './run.mjs';
import { ensureServerBuild } from './server-build.mjs';

const ROOT = path.resolve(import.meta.dirname, '../..');
const SOURCES = ['src', 'sw', 'public', 'index.html', 'vite.config.ts', 'package-lock.json'];

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

/** What `npm start` serves, built where it is out of date: the client, then the server. */
export async function ensureClientBuild() {
  if (!clientBuildIsCurrent()) {
    console.log('构建前端 (npm run build)…');
    await buildClient();
  }
  await ensureServerBuild();
}
