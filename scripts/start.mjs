// npm start: build the client and the server when needed, then run the compiled server (it migrates
// and loads demo data) without the TypeScript loader.
import path from 'node:path';
import { ensureClientBuild } from './lib/client-build.mjs';
import { SERVER_BUNDLE, SERVER_ENV, SERVER_NODE_ARGS } from './lib/server-build.mjs';
import { run } from './lib/run.mjs';

const ROOT = path.resolve(import.meta.dirname, '..');

try {
  await ensureClientBuild();
} catch (error) {
  console.error(error.message);
  process.exit(1);
}
process.exit(
  await run(process.execPath, [...SERVER_NODE_ARGS, SERVER_BUNDLE], {
    cwd: ROOT,
    env: { ...process.env, ...SERVER_ENV },
  }),
);
