// npm start: build the client when needed, then run the server (it migrates and loads demo data).
import path from 'node:path';
import { ensureClientBuild } from './lib/client-build.mjs';
import { run } from './lib/run.mjs';

const ROOT = path.resolve(import.meta.dirname, '..');

try {
  await ensureClientBuild();
} catch (error) {
  console.error(error.message);
  process.exit(1);
}
process.exit(await run(process.execPath, ['--import', 'tsx', 'server/main.ts'], { cwd: ROOT }));
