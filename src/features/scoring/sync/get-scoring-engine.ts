// The app's one scoring engine, over the app database and the app's HTTP client. Made and
// started on first use, so the scoring area alone pays for it.
import { appScoringTables } from '../local/app-scoring-tables';
import { createDexieScoringStore } from '../local/create-dexie-scoring-store';
import { createApiTransport } from './create-api-transport';
import { createScoringEngine, type ScoringEngine } from './create-scoring-engine';
import { appGameReads } from './pull-game';

let engine: ScoringEngine | null = null;

export function getScoringEngine(): ScoringEngine {
  if (!engine) {
    engine = createScoringEngine({
      store: createDexieScoringStore(appScoringTables),
      transport: createApiTransport(),
      reads: appGameReads,
    });
    engine.start();
  }
  return engine;
}
