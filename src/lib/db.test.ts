import Dexie from 'dexie';
import { describe, expect, it } from 'vitest';
import { FeipanDatabase } from './db';
import { DATABASE_VERSION, DATABASE_VERSIONS } from './db-versions';
import { pendingWritesOf } from './outbox/pending-writes-table';

/** A phone installed at `version`: the database opened as that deploy declared it. */
async function installedAt(name: string, version: number): Promise<Dexie> {
  const old = new Dexie(name);
  for (const declared of DATABASE_VERSIONS.filter((v) => v.version <= version)) {
    old.version(declared.version).stores(declared.stores);
  }
  await old.open();
  return old;
}

describe('the app database', () => {
  it('declares every version before it opens, so opening it fresh lands on the last one', async () => {
    const db = new FeipanDatabase(`fresh-${Math.random()}`);
    await db.open();
    expect(db.verno).toBe(DATABASE_VERSION);
    expect(db.tables.map((table) => table.name).sort()).toEqual(
      ['events', 'games', 'httpCache', 'meta', 'outbox', 'pendingWrites', 'rosters'].sort(),
    );
    db.close();
  });

  it('upgrades a phone holding version 2 without losing its unsent scoring actions', async () => {
    const name = `v2-${Math.random()}`;
    const old = await installedAt(name, 2);
    await old.table('outbox').put({
      id: 'a1',
      gameId: 7,
      seq: 1,
      action: { id: 'a1', type: 'begin', gameId: 7, seq: 1 },
      status: 'pending',
      rejection: null,
    });
    await old
      .table('httpCache')
      .put({ key: 'k', url: '/api/index', data: 1, storedAt: 1, owner: null });
    old.close();

    const db = new FeipanDatabase(name);
    expect(await db.table('outbox').get('a1')).toMatchObject({ gameId: 7, status: 'pending' });
    expect(await db.httpCache.get('k')).toMatchObject({ url: '/api/index' });
    expect(db.verno).toBe(DATABASE_VERSION);
    await pendingWritesOf(db).put({
      key: 'spirit:7',
      kind: 'spirit',
      owner: 1,
      id: 'w1',
      body: {},
      savedAt: 1,
      rejection: null,
    });
    expect(await pendingWritesOf(db).count()).toBe(1);
    db.close();
  });

  it('steps aside for a newer deploy opening a higher version, and reads again after it', async () => {
    const name = `newer-${Math.random()}`;
    const db = new FeipanDatabase(name);
    await db.httpCache.put({ key: 'k', url: '/api/index', data: 1, storedAt: 1, owner: null });

    // A tab of the next deploy: its upgrade completes only if this connection closes.
    const newer = new Dexie(name);
    for (const declared of DATABASE_VERSIONS)
      newer.version(declared.version).stores(declared.stores);
    newer.version(DATABASE_VERSION + 1).stores({ later: 'id' });
    let blocked = false;
    newer.on('blocked', () => {
      blocked = true;
    });
    await newer.open();
    expect(blocked).toBe(false);
    expect(newer.verno).toBe(DATABASE_VERSION + 1);

    // The old tab reopens at the installed version, its own tables intact.
    expect(await db.httpCache.get('k')).toMatchObject({ url: '/api/index' });
    newer.close();
    db.close();
  });
});
