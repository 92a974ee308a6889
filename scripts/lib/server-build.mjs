// Compiles the server (server/main.ts and what it imports, src/contract/ included) into one
// JavaScript file, dist-server/main.js, so production runs without the TypeScript loader.
import { existsSync, statSync } from 'node:fs';
import { readFile } from 'node:fs/promises';
import path from 'node:path';
import * as esbuild from 'esbuild';
import { newestMtime } from './newest-mtime.mjs';

const ROOT = path.resolve(import.meta.dirname, '../..');
const OUT_DIR = path.join(ROOT, 'dist-server');
export const SERVER_BUNDLE = path.join(OUT_DIR, 'main.js');
const SOURCES = ['server', 'src/contract', 'package-lock.json', 'scripts/lib/server-build.mjs'];
/**
 * How production runs the bundle, `npm start` and the benchmarks alike. The old generation is
 * capped at 160 MB: on a championship day (`npm run bench:day`) the live heap peaked near 60 MB,
 * but without a cap V8 let it grow past 160 MB of garbage before collecting. And two malloc
 * arenas: the compression threads otherwise each keep their own, 50 MB more between them.
 */
export const SERVER_NODE_ARGS = ['--max-old-space-size=160'];
export const SERVER_ENV = { MALLOC_ARENA_MAX: '2' };

/**
 * Loaded from node_modules at run time rather than bundled: better-sqlite3 is native, pg is
 * loaded only for PostgreSQL, and pino starts its transports in worker threads from its own files.
 */
const EXTERNAL = ['better-sqlite3', 'pg', 'pino'];

/**
 * Each of our modules keeps the import.meta.url of its source file, rewritten relative to the
 * bundle: the files they find beside them (the render worker, dist/, public/demo/) stay where they
 * are, and the bundle can move with the repository.
 */
const sourceLocations = {
  name: 'source-locations',
  setup(build) {
    build.onLoad({ filter: /\.(?:ts|mjs|js)$/ }, async (args) => {
      if (args.path.includes(`${path.sep}node_modules${path.sep}`)) return undefined;
      const source = await readFile(args.path, 'utf8');
      if (!source.includes('import.meta.url')) return undefined;
      const fromBundle = path.relative(OUT_DIR, args.path).split(path.sep).join('/');
      const located = `new URL(${JSON.stringify(fromBundle)}, import.meta.url).href`;
      return {
        contents: source.replaceAll('import.meta.url', located),
        loader: args.path.endsWith('.ts') ? 'ts' : 'js',
      };
    });
  },
};

export function serverBuildIsCurrent() {
  if (!existsSync(SERVER_BUNDLE)) return false;
  const builtAt = statSync(SERVER_BUNDLE).mtimeMs;
  return SOURCES.every((source) => newestMtime(path.join(ROOT, source)) <= builtAt);
}

export async function buildServer() {
  try {
    await esbuild.build({
      absWorkingDir: ROOT,
      entryPoints: ['server/main.ts'],
      outfile: SERVER_BUNDLE,
      bundle: true,
      platform: 'node',
      format: 'esm',
      target: 'node20',
      external: EXTERNAL,
      // The bundled CommonJS packages call require(), which an ES module has to be given.
      banner: {
        js: "import { createRequire as bundleRequire } from 'node:module';\nconst require = bundleRequire(import.meta.url);",
      },
      // For `node --enable-source-maps` when a stack trace needs reading; npm start leaves that off
      // (it holds the map in memory, about 30 MB).
      sourcemap: true,
      // Without comments or whitespace the bundle is 3.5 MB instead of 5.3, and all ASCII: V8 keeps
      // a module's source in memory, and a single Chinese character in a comment made it a
      // two-byte string (11.7 MB of heap at rest instead of 3.9). Names are kept, so a stack
      // trace still says which function; the licences of bundled packages go to main.js.LEGAL.txt.
      minifyWhitespace: true,
      minifySyntax: true,
      legalComments: 'external',
      logLevel: 'warning',
      plugins: [sourceLocations],
    });
  } catch {
    throw new Error('服务器构建失败');
  }
  const bundle = await readFile(SERVER_BUNDLE, 'latin1');
  // eslint-disable-next-line no-control-regex -- the test is for bytes outside ASCII
  if (/[^\x00-\x7f]/.test(bundle))
    console.warn(
      '警告：dist-server/main.js 含非 ASCII 字符，运行时源码将占用双倍内存（见 scripts/lib/server-build.mjs）',
    );
}

export async function ensureServerBuild() {
  if (serverBuildIsCurrent()) return;
  console.log('构建服务器 (dist-server/)…');
  await buildServer();
}
