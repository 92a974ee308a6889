// npm run build: the client (dist/), the server's page renderer (dist-ssr/) and the compiled server
// (dist-server/).
import { buildClient } from './lib/client-build.mjs';
import { buildServer } from './lib/server-build.mjs';

try {
  await buildClient();
  await buildServer();
} catch (error) {
  console.error(error.message);
  process.exit(1);
}
