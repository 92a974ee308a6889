import type { Kysely, Transaction } from 'kysely';
import type { Database, Gender } from '../db/schema';
import type { SeededRandom } from './seeded-random';

/** What every demo step is handed: the open transaction, the seeded generator and the day. */
export interface DemoContext {
  trx: Transaction<Database> | Kysely<Database>;
  random: SeededRandom;
  /** The server's local date, YYYY-MM-DD; every demo date is relative to it. */
  today: string;
  /** One scrypt hash of demo1234 shared by every demo account (see load-demo-data.ts). */
  passwordHash: string;
}

export interface DemoPerson {
  id: number;
  name: string;
  gender: Gender;
  city: string;
}
