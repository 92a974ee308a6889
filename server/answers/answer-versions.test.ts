// The counter reads of cached answers: requests that arrive together share one query, and a request
// that arrives while a query is under way waits for the next one, so it sees every write that
// committed before it came (docs/public-answers.md).
import type { Kysely } from 'kysely';
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import type { Database } from '../db/schema';
import { migrateToLatest } from '../db/migrate';
import { openFreshDatabase } from '../test-support/build-test-app';
import { gameScope, raiseVersions, readVersions } from './answer-versions';

let db: Kysely<Database>;
let drop: () => Promise<void>;

beforeAll(async () => {
  const fresh = await openFreshDatabase();
  ({ db, drop } = fresh);
  await migrateToLatest(db);
});
afterEach(() => vi.restoreAllMocks());
afterAll(() => drop());

describe('counter reads', () => {
  it('requests arriving together share one query, each with its own scopes', async () => {
    await raiseVersions(db, [gameScope(1), gameScope(2), gameScope(2)]);
    await raiseVersions(db, [gameScope(2)]);
    const queries = vi.spyOn(db, 'executeQuery');
    const reads = await Promise.all([
      readVersions(db, [gameScope(1)]),
      readVersions(db, [gameScope(2), gameScope(1)]),
      readVersions(db, [gameScope(3)]),
      ...Array.from({ length: 50 }, () => readVersions(db, [gameScope(2)])),
    ]);
    expect(queries).toHaveBeenCalledTimes(1);
    expect(reads.slice(0, 4)).toEqual([[1], [2, 1], [0], [2]]);
  });

  it('a batch naming more scopes than one query takes is read in parts', async () => {
    await raiseVersions(db, [gameScope(250)]);
    const scopes = Array.from({ length: 260 }, (_, i) => gameScope(i + 1000));
    scopes.push(gameScope(250));
    const versions = await readVersions(db, scopes);
    expect(versions.at(-1)).toBe(1);
    expect(versions.slice(0, -1).every((version) => version === 0)).toBe(true);
  });

  it('a request arriving while a query is under way waits for the next query', async () => {
    const scope = gameScope(77);
    const original = db.executeQuery.bind(db);
    let release!: () => void;
    const held = new Promise<void>((resolve) => {
      release = resolve;
    });
    let started!: () => void;
    const underWay = new Promise<void>((resolve) => {
      started = resolve;
    });
    const queries = vi.spyOn(db, 'executeQuery').mockImplementationOnce(async (query) => {
      const result = await original(query);
      started();
      await held;
      return result as never;
    });

    const early = readVersions(db, [scope]);
    await underWay;
    await raiseVersions(db, [scope]);
    const late = readVersions(db, [scope]);
    release();

    expect(await early).toEqual([0]);
    expect(await late).toEqual([1]);
    expect(queries).toHaveBeenCalledTimes(2);
  });

  it('a failed query fails the requests that shared it, and the next batch reads again', async () => {
    vi.spyOn(db, 'executeQuery').mockRejectedValueOnce(new Error('connection lost'));
    const failed = Promise.all([
      readVersions(db, [gameScope(1)]),
      readVersions(db, [gameScope(2)]),
    ]);
    await expect(failed).rejects.toThrow('connection lost');
    expect(await readVersions(db, [gameScope(1)])).toEqual([1]);
  });
});
