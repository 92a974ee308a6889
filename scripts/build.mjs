// npm run build: the client (dist/) and the server's page renderer (dist-ssr/).
import { buildClient } from './lib/client-build.mjs';

try {
  await buildClient();
} catch (error) {
  console.error(error.message);
  process.exit(1);
}
