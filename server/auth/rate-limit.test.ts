import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import type { Kysely } from 'kysely';
import type { Database } from '../db/schema';
import { migrateToLatest } from '../db/migrate';
import { ErrorCode } from '../http/business-error';
import { openFreshDatabase } from '../test-support/build-test-app';
import { pruneExpired } from './prune-expired';
import { hitRateLimit } from './rate-limit';

const T0 = Date.UTC(2026, 4, 1, 8);
let db: Kysely<Database>;
let drop: () => Promise<void>;

beforeEach(async () => {
  ({ db, drop } = await openFreshDatabase());
  await migrateToLatest(db);
});
afterEach(() => drop());

describe('hitRateLimit', () => {
  it('allows `limit` hits per window, then refuses in Chinese with the seconds left', async () => {
    for (let i = 0; i < 3; i += 1) await hitRateLimit(db, 'k', 3, 60_000, { now: T0 + i });
    await expect(hitRateLimit(db, 'k', 3, 60_000, { now: T0 + 15_000 })).rejects.toMatchObject({
      code: ErrorCode.rateLimited,
      message: '操作过于频繁，请 45 秒后再试',
      data: { retryAfterSeconds: 45 },
    });
  });

  it('opens a new window once the old one has passed', async () => {
    await hitRateLimit(db, 'k', 1, 60_000, { now: T0 });
    await expect(hitRateLimit(db, 'k', 1, 60_000, { now: T0 + 59_999 })).rejects.toThrow();
    await hitRateLimit(db, 'k', 1, 60_000, { now: T0 + 60_000 });
    await expect(hitRateLimit(db, 'k', 1, 60_000, { now: T0 + 60_001 })).rejects.toThrow();
  });

  it('counts keys apart and takes a custom message', async () => {
    await hitRateLimit(db, 'a', 1, 60_000, { now: T0 });
    await hitRateLimit(db, 'b', 1, 60_000, { now: T0 });
    await expect(
      hitRateLimit(db, 'a', 1, 60_000, { now: T0 + 1000, message: (s) => `请 ${s} 秒后再试` }),
    ).rejects.toThrow('请 59 秒后再试');
  });

  it('never lets concurrent hits past the limit', async () => {
    const results = await Promise.allSettled(
      Array.from({ length: 20 }, () => hitRateLimit(db, 'burst', 5, 60_000, { now: T0 })),
    );
    expect(results.filter((result) => result.status === 'fulfilled')).toHaveLength(5);
  });

  it('forgets day-old windows when pruned', async () => {
    await hitRateLimit(db, 'old', 1, 60_000, { now: T0 });
    await hitRateLimit(db, 'new', 1, 60_000, { now: T0 + 2 * 86_400_000 });
    await pruneExpired(db, T0 + 2 * 86_400_000);
    expect(await db.selectFrom('rate_limits').select('key').execute()).toEqual([{ key: 'new' }]);
  });
});
