// Two instances of the app on one database with the demo data, each with its own connection, as two
// servers behind a load balancer run: a SQLite file, or one PostgreSQL schema when
// TEST_DATABASE_URL names PostgreSQL (build-test-app.ts). Their live scores travel as main.ts sends
// them: by NOTIFY on PostgreSQL, by one memory bus on SQLite.
import type { FastifyInstance } from 'fastify';
import type { Kysely } from 'kysely';
import { buildApp, type BuildAppOptions } from '../app';
import { migrateToLatest } from '../db/migrate';
import { localDateString } from '../db/local-date';
import type { Database } from '../db/schema';
import { loadDemoData } from '../demo/load-demo-data';
import { openFreshDatabase } from './build-test-app';
import type { LiveBus } from '../live/live-bus';

export interface TwoInstances {
  first: FastifyInstance;
  second: FastifyInstance;
  /** The first instance's connection, for what a test reads or does behind both apps' backs. */
  db: Kysely<Database>;
  close: () => Promise<void>;
}

/** `options`: what both apps are built with beside the database and the bus. */
export async function buildTwoInstances(
  options: Pick<BuildAppOptions, 'liveStreams'> = {},
): Promise<TwoInstances> {
  const fresh = await openFreshDatabase({ shared: true });
  await migrateToLatest(fresh.db);
  await loadDemoData(fresh.db, localDateString());
  const otherDb = fresh.connectAgain();
  const buses: LiveBus[] = [];
  const start = async (db: Kysely<Database>) => {
    const liveBus = await fresh.liveBus(db);
    buses.push(liveBus);
    const app = await buildApp({
      db,
      sms: { send: async () => {}, sendNotice: async () => {} },
      checkAnswers: true,
      liveBus,
      ...options,
    });
    await app.ready();
    return app;
  };
  const first = await start(fresh.db);
  const second = await start(otherDb);
  return {
    first,
    second,
    db: fresh.db,
    close: async () => {
      await Promise.all([first.close(), second.close()]);
      await Promise.all(buses.map((bus) => bus.close()));
      await otherDb.destroy();
      await fresh.drop();
    },
  };
}
