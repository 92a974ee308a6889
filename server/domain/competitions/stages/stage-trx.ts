// The transaction every championship write runs in, named once for the stage modules.
import type { Transaction } from 'kysely';
import type { Database } from '../../../db/schema';

export type Trx = Transaction<Database>;
