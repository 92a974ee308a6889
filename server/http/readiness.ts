// Whether this instance takes requests (GET /api/ready): not once it has begun to stop (main.ts
// drains it on SIGTERM), and not while its database does not answer.
import { sql } from 'kysely';
import type { FastifyInstance } from 'fastify';

/** A database slower than this to answer `select 1` counts as not answering. */
export const READY_DB_TIMEOUT_MS = 2000;

export interface Readiness {
  draining: boolean;
}

export function registerReadiness(app: FastifyInstance): void {
  app.decorate('readiness', { draining: false } satisfies Readiness);
}

/** Null when ready; else why not, in Chinese. */
export async function notReadyReason(app: FastifyInstance): Promise<string | null> {
  if (app.readiness.draining) return '服务正在停止';
  let timer: NodeJS.Timeout | undefined;
  const timeout = new Promise<'timeout'>((resolve) => {
    timer = setTimeout(() => resolve('timeout'), READY_DB_TIMEOUT_MS);
  });
  try {
    const answer = await Promise.race([sql`select 1`.execute(app.db), timeout]);
    return answer === 'timeout' ? '数据库无应答' : null;
  } catch {
    return '数据库无法连接';
  } finally {
    clearTimeout(timer);
  }
}
