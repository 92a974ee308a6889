// npm run test:ops: the server's operations tested for real (tests/ops/): two instances behind
// Debian's nginx on a PostgreSQL cluster each test makes for itself, an instance killed, the
// database restarted. One file at a time: each starts its own database, servers and proxy.
import path from 'node:path';
import { readdirSync } from 'node:fs';
import { ensureNginx } from './lib/nginx.mjs';
import { ensurePostgres } from './lib/postgres.mjs';
import { run } from './lib/run.mjs';

const ROOT = path.resolve(import.meta.dirname, '..');
const DIR = path.join(ROOT, 'tests/ops');

try {
  ensureNginx();
  ensurePostgres();
} catch (error) {
  console.error(error.message);
  process.exit(1);
}
const only = process.argv.slice(2);
const files = only.length
  ? only
  : readdirSync(DIR)
      .filter((name) => name.endsWith('.test.ts'))
      .map((name) => path.join('tests/ops', name));
process.exit(
  await run(process.execPath, ['--import', 'tsx', '--test', '--test-concurrency=1', ...files], {
    cwd: ROOT,
  }),
);
