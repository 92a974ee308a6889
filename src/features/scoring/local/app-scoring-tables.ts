// The scoring tables of THE app database (src/lib/db.ts), which declares them before it opens.
import { db } from '../../../lib/db';
import { scoringTablesOf } from './scoring-tables';

export const appScoringTables = scoringTablesOf(db);
