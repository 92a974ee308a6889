// Production entry: check the environment, open and migrate the database, load the demo data into
// an empty one (unless DEMO_DATA=false: a real deployment makes its first staff account with
// `npm run create-staff`), then serve the API and the built client on one port, taking backups
// when BACKUP_EVERY asks for them and sending the queued SMS and emails (server/delivery). On
// SIGTERM or SIGINT it drains (docs/architecture.md, "Operations"): /api/ready answers 503, the
// live streams end (their pages reconnect, to another instance behind a load balancer), the port
// closes, the requests in flight and a delivery tick finish within FORCE_CLOSE_MS, and the process
// exits 0.
import { readEnv, type Env } from './env';
import { buildApp } from './app';
import { createDb } from './db/connect';
import { migrateToLatest } from './db/migrate';
import { localDateString } from './db/local-date';
import { pruneExpired } from './auth/prune-expired';
import { loadDemoData } from './demo/load-demo-data';
import { parseDatabaseUrl, SQLITE_MEMORY } from './db/database-url';
import { createPostgresBus } from './live/postgres-bus';
import { takeBackup } from './backup/take-backup';
import { markSqliteInUse } from './backup/server-presence';
import { logOptions } from './http/log-options';
import { INBOX_DAILY_EVERY_MS, runInboxDaily } from './domain/inbox/inbox-daily';
import { createIdNumberCipher } from './domain/membership/identity/id-number-cipher';
import { assertIdNumberKey } from './domain/membership/identity/id-number-key-check';
import { createDeliveryWorker } from './delivery/delivery-worker';
import { createSmtpMailer } from './delivery/email/smtp-mailer';
import { refreshClubRecords } from './domain/records/clubs/refresh-club-records';

const PRUNE_INTERVAL_MS = 60 * 60 * 1000;
/** How long a stopping instance lets its requests in flight finish before it cuts them off. */
const FORCE_CLOSE_MS = 10_000;

function describe(error: unknown): string {
  if (!(error instanceof Error)) return String(error);
  return error.cause instanceof Error ? `${error.message}：${error.cause.message}` : error.message;
}

async function start(env: Env): Promise<void> {
  const target = parseDatabaseUrl(env.databaseUrl);
  const db = createDb(env.databaseUrl);
  // `npm run restore` refuses while this mark names a running process (server-presence.ts).
  const unmark =
    target?.engine === 'sqlite' && target.filename !== SQLITE_MEMORY
      ? markSqliteInUse(target.filename)
      : () => {};
  await migrateToLatest(db);
  await assertIdNumberKey(db, env.idNumberKey ? createIdNumberCipher(env.idNumberKey) : null);
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
  const liveBus =
    target?.engine === 'postgres'
      ? await createPostgresBus({ connectionString: target.connectionString, db })
      : undefined;
  const app = await buildApp({
    backups: {
      dir: env.backupDir,
      everyMs: env.backupEveryMs,
      keep: env.backupKeep,
      take: (dir) => takeBackup({ databaseUrl: env.databaseUrl }, dir),
    },
    db,
    liveBus,
    liveStreams: { maxStreams: env.liveMaxStreams },
    logger: logOptions(env.logLevel),
    serveClient: true,
    trustProxy: env.trustProxy,
    smsProvider: env.smsProvider,
    deliveryChannels: { email: env.smtp !== null, sms: env.smsProvider !== 'log' },
    aliyunSms: env.aliyunSms,
    metricsToken: env.metricsToken,
    idNumberKey: env.idNumberKey,
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
  const inboxDaily = setInterval(() => {
    runInboxDaily(app).catch((error: unknown) =>
      app.log.error({ err: error }, 'inbox daily job failed'),
    );
  }, INBOX_DAILY_EVERY_MS);
  inboxDaily.unref();

  // The queue of SMS and emails for messages (docs/messages.md, "Deliveries").
  const mailer = env.smtp ? createSmtpMailer(env.smtp) : null;
  const deliveries = createDeliveryWorker({ db, sms: app.sms, mailer, log: app.log });
  deliveries.start();

  let stopping = false;
  // Club records a deploy left unbuilt (docs/records.md, "Clubs") are built now, one competition
  // at a time, so a page does not wait for them; a page still builds any it reads first.
  const clubRecordsBuilt = refreshClubRecords(db, undefined, () => stopping).catch(
    (error: unknown) => app.log.error({ err: error }, 'club records build failed'),
  );

  const stop = async (signal: string) => {
    if (stopping) return;
    stopping = true;
    app.log.info({ signal }, 'draining');
    app.readiness.draining = true;
    clearInterval(pruner);
    clearInterval(inboxDaily);
    // A delivery tick in flight finishes (each send times out within 10 s) while the app drains.
    const deliveriesStopped = deliveries.stop();
    const cutOff = setTimeout(() => {
      app.log.warn(
        { afterMs: FORCE_CLOSE_MS },
        'requests still in flight: closing their connections',
      );
      app.server.closeAllConnections();
    }, FORCE_CLOSE_MS);
    // Ends the live streams (a preClose hook), stops accepting, waits for the requests in flight.
    await app.close();
    clearTimeout(cutOff);
    await liveBus?.close();
    await deliveriesStopped;
    await clubRecordsBuilt;
    mailer?.close();
    await db.destroy();
    unmark();
    process.exit(0);
  };
  process.once('SIGINT', () => void stop('SIGINT'));
  process.once('SIGTERM', () => void stop('SIGTERM'));
}

try {
  await start(readEnv());
} catch (error) {
  // A configuration or start-up problem is the operator's to fix: a clear line, no stack.
  console.error(`启动失败 / failed to start: ${describe(error)}`);
  process.exit(1);
}
