// A fresh copy of the app database with the scoring tables, for tests only.
import { FeipanDatabase } from '../../../lib/db';
import { attachScoringTables, type ScoringTables } from './scoring-tables';

let counter = 0;

export function openTestScoringTables(name = `scoring-test-${++counter}`): ScoringTables {
  return attachScoringTables(new FeipanDatabase(`${name}-${Math.random()}`));
}
