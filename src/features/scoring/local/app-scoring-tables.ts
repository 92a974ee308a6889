// The scoring tables of THE app database. Importing this module declares them; import it before
// the first query of the app (src/main.tsx) so the database opens once, already at version 2.
import { db } from '../../../lib/db';
import { attachScoringTables } from './scoring-tables';

export const appScoringTables = attachScoringTables(db);
