// Production entry: check the environment, open and migrate the database, load the demo data into
// an empty one (unless DEMO_DATA=false: a real deployment makes its first staff account with
// `npm run create-staff`), then serve the API and the built client on one port.
import { readEnv, type Env } from './env';
import { buildApp } from './app';
import { createDb } from './db/connect';
import { migrateToLatest } from './db/migrate';
import { localDateString } from './db/local-date';
import { pruneExpired } from './auth/prune-expired';
import { loadDemoData } from './demo/load-demo-data';
import { parseDatabaseUrl } from './db/database-url';
import { createPostgresBus } from './live/postgres-bus';
import { logOptions } from './http/log-options';

const PRUNE_INTERVAL_MS = 60 * 60 * 1000;

function describe(error: unknown): string {
  if (!(error instanceof Error)) return String(error);
  return error.cause instanceof Error ? `${error.message}：${error.cause.message}` : error.message;
}

async function start(env: Env): Promise<void> {
  const db = createDb(env.databaseUrl);
  await migrateToLatest(db);
  const hasUsers = async () =>
    (await db.selectFrom('users').select('id').limit(1).executeTakeFirst()) !== undefined;
  if (env.demoData && !(await hasUsers())) {
    try {
      await loadDemoData(db, localDateString());
    } catch (error) {
      // Instances started together on one empty database race to load the demo data; the
      // loser's transaction fails on the unique phones and rolls back, which is fine.
      if (!(await hasUsers())) throw error;
    }
  }

  // Several instances on one PostgreSQL hear each other's live scores through it.
  const target = parseDatabaseUrl(env.databaseUrl);
  const liveBus =
    target?.engine === 'postgres'
      ? await createPostgresBus({ connectionString: target.connectionString, db })
      : undefined;
  const app = await buildApp({
    db,
    liveBus,
    logger: logOptions(env.logLevel),
    serveClient: true,
    trustProxy: env.trustProxy,
    smsProvider: env.smsProvider,
    metricsToken: env.metricsToken,
  });
  await app.listen({ host: env.host, port: env.port });
  const shownHost = env.host === '0.0.0.0' || env.host === '::' ? 'localhost' : env.host;
  console.log(`飞盘协会门户已启动 / listening on http://${shownHost}:${env.port}`);

  const pruner = setInterval(() => {
    pruneExpired(db, app.now()).catch((error: unknown) =>
      app.log.error({ err: error }, 'prune failed'),
    );
  }, PRUNE_INTERVAL_MS);
  pruner.unref();

  const stop = async () => {
    clearInterval(pruner);
    await app.close();
    await liveBus?.close();
    await db.destroy();
    process.exit(0);
  };
  process.once('SIGINT', stop);
  process.once('SIGTERM', stop);
}

try {
  await start(readEnv());
} catch (error) {
  // A configuration or start-up problem is the operator's to fix: a clear line, no stack.
  console.error(`启动失败 / failed to start: ${describe(error)}`);
  process.exit(1);
}
