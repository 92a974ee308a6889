import { describe, expect, it } from 'vitest';
import { FeipanDatabase } from '../../../lib/db';
import { createDexieScoringStore } from './create-dexie-scoring-store';
import { attachScoringTables, SCORING_SCHEMA_VERSION } from './scoring-tables';

describe('attachScoringTables', () => {
  it('adds version 2 to a database already opened at version 1, keeping its data', async () => {
    const name = `attach-${Math.random()}`;
    const v1 = new FeipanDatabase(name);
    await v1.httpCache.put({
      key: 'k',
      url: '/api/index',
      data: { a: 1 },
      storedAt: 1,
      owner: null,
    });
    v1.close();

    const db = new FeipanDatabase(name);
    expect(await db.httpCache.count()).toBe(1);
    const tables = attachScoringTables(db);
    expect(attachScoringTables(db).outbox).toBe(tables.outbox);
    await createDexieScoringStore(tables).record({ type: 'begin', gameId: 1 });

    expect(db.verno).toBe(SCORING_SCHEMA_VERSION);
    expect(await db.httpCache.get('k')).toMatchObject({ url: '/api/index', data: { a: 1 } });
    expect(await tables.outbox.count()).toBe(1);
    db.close();
  });
});
