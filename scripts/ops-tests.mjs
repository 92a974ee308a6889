// npm run test:ops: the server's operations tested for real (tests/ops/): two instances behind
// Debian's nginx on a PostgreSQL cluster each test makes for itself, an instance killed, the
// database restarted, a backup taken while phones score.
import { ensureNginx } from './lib/nginx.mjs';
import { ensurePostgres } from './lib/postgres.mjs';
import { runTestFolder } from './lib/node-tests.mjs';

try {
  ensureNginx();
  ensurePostgres();
} catch (error) {
  console.error(error.message);
  process.exit(1);
}
process.exit(await runTestFolder('tests/ops', process.argv.slice(2)));
