// The app's one scoring engine, over the app database and the app's HTTP client. Made and
// started on first use, so the scoring area alone pays for it. Call it once
// `appScoringTablesReady` (local/app-scoring-tables.ts) has resolved.
import { getAppScoringTables } from '../local/app-scoring-tables';
import { createDexieScoringStore } from '../local/create-dexie-scoring-store';
import { createApiTransport } from './create-api-transport';
import { createScoringEngine, type ScoringEngine } from './create-scoring-engine';
import { appGameReads } from './pull-game';

let engine: ScoringEngine | null = null;

export function getScoringEngine(): ScoringEngine {
  if (!engine) {
    engine = createScoringEngine({
      store: createDexieScoringStore(getAppScoringTables()),
      transport: createApiTransport(),
      reads: appGameReads,
    });
    engine.start();
  }
  return engine;
}
