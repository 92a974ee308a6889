// A fresh copy of the app database with the scoring tables, for tests only.
import { FeipanDatabase } from '../../../lib/db';
import { scoringTablesOf, type ScoringTables } from './scoring-tables';

let counter = 0;

export function openTestScoringTables(name = `scoring-test-${++counter}`): ScoringTables {
  return scoringTablesOf(new FeipanDatabase(`${name}-${Math.random()}`));
}
