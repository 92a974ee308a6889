// npm run test:browser: end-to-end tests in Debian's Chromium against the built app and real server.
import { ensureCjkFont } from './lib/cjk-font.mjs';
import { ensureChromium } from './lib/chromium.mjs';
import { ensureNginx } from './lib/nginx.mjs';
import { ensureClientBuild } from './lib/client-build.mjs';
import { runTestFolder } from './lib/node-tests.mjs';

try {
  ensureChromium();
  ensureCjkFont();
  ensureNginx();
  await ensureClientBuild();
} catch (error) {
  console.error(error.message);
  process.exit(1);
}
process.exit(await runTestFolder('tests/browser', process.argv.slice(2)));
