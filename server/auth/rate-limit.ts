// Rate limits live in the database (rate_limits), so every instance behind a load balancer counts
// the same hits. A window opens at the first hit for a key and lasts windowMs; one upsert both
// counts and reads, so concurrent hits cannot slip past the limit.
import { sql, type Kysely } from 'kysely';
import type { Database } from '../db/schema';
import { BusinessError, ErrorCode } from '../http/business-error';

export interface RateLimitOptions {
  now: number;
  /** The Chinese message for a refusal, given the seconds left in the window. */
  message?: (seconds: number) => string;
}

const defaultMessage = (seconds: number) => `操作过于频繁，请 ${seconds} 秒后再试`;

export async function hitRateLimit(
  db: Kysely<Database>,
  key: string,
  limit: number,
  windowMs: number,
  options: RateLimitOptions,
): Promise<void> {
  const { now } = options;
  const expired = sql<boolean>`rate_limits.window_start <= ${now - windowMs}`;
  const row = await db
    .insertInto('rate_limits')
    .values({ key, window_start: now, count: 1 })
    .onConflict((conflict) =>
      conflict.column('key').doUpdateSet({
        window_start: sql<number>`case when ${expired} then ${now} else rate_limits.window_start end`,
        count: sql<number>`case when ${expired} then 1 else rate_limits.count + 1 end`,
      }),
    )
    .returning(['window_start', 'count'])
    .executeTakeFirstOrThrow();

  if (row.count > limit) {
    const seconds = Math.max(1, Math.ceil((Number(row.window_start) + windowMs - now) / 1000));
    throw new BusinessError((options.message ?? defaultMessage)(seconds), ErrorCode.rateLimited, {
      retryAfterSeconds: seconds,
    });
  }
}
