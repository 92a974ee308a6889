// Builds the client when dist/ is missing or older than any of its sources.
import { existsSync, readdirSync, statSync } from 'node:fs';
import path from 'node:path';
import { npx } from './run.mjs';

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

export function clientBuildIsCurrent() {
  const built = path.join(ROOT, 'dist/index.html');
  if (!existsSync(built)) return false;
  const builtAt = statSync(built).mtimeMs;
  return SOURCES.every((source) => newestMtime(path.join(ROOT, source)) <= builtAt);
}

export async function ensureClientBuild() {
  if (clientBuildIsCurrent()) return;
  console.log('构建前端 (vite build)…');
  const code = await npx(['vite', 'build', '--logLevel', 'warn'], { cwd: ROOT });
  if (code !== 0) throw new Error('前端构建失败');
}
