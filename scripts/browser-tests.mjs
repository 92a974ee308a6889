// npm run test:browser: end-to-end tests in Debian's Chromium against the built app and real server.
import path from 'node:path';
import { readdirSync } from 'node:fs';
import { ensureCjkFont } from './lib/cjk-font.mjs';
import { ensureChromium } from './lib/chromium.mjs';
import { ensureNginx } from './lib/nginx.mjs';
import { ensureClientBuild } from './lib/client-build.mjs';
import { run } from './lib/run.mjs';

const ROOT = path.resolve(import.meta.dirname, '..');
const DIR = path.join(ROOT, 'tests/browser');

try {
  ensureChromium();
  ensureCjkFont();
  ensureNginx();
  await ensureClientBuild();
} catch (error) {
  console.error(error.message);
  process.exit(1);
}
const only = process.argv.slice(2);
const files = only.length
  ? only
  : readdirSync(DIR)
      .filter((name) => name.endsWith('.test.ts'))
      .map((name) => path.join('tests/browser', name));
// One file at a time: each starts its own server and browser, and the machine has two cores.
process.exit(
  await run(process.execPath, ['--import', 'tsx', '--test', '--test-concurrency=1', ...files], {
    cwd: ROOT,
  }),
);
