// One staff write of a content row, the way the console's sections do it: the change, a read of
// the row as it is after, and its audit row in one transaction. Visitors' cached answers learn of
// it from the content counter every successful write raises (server/answers/content-writes.ts).
import type { FastifyInstance } from 'fastify';
import type { Transaction } from 'kysely';
import type { AuthUser } from '../auth/auth-user';
import { recordStaffWrite, type StaffWrite } from './record-staff-write';
import type { Database } from '../db/schema';
import { found } from '../http/business-error';

export type Trx = Transaction<Database>;

/** What a change reports: the row it changed and the audit line (its `before`, when any). */
export interface ChangeDone {
  id: number;
  audit: Pick<StaffWrite, 'action' | 'summary' | 'before'>;
}

/** What a write is about: its audit type, and its row read back, 「…不存在」 (`what`) when none. */
export const auditTarget = <T>(
  type: string,
  find: (trx: Trx, id: number) => Promise<T | undefined>,
  what: string,
) => ({ type, read: async (trx: Trx, id: number) => found(await find(trx, id), what) });

export async function auditedWrite<T>(
  app: FastifyInstance,
  user: AuthUser,
  target: { type: string; read: (trx: Trx, id: number) => Promise<T> },
  change: (trx: Trx) => Promise<ChangeDone>,
): Promise<T> {
  return app.db.transaction().execute(async (trx) => {
    const { id, audit } = await change(trx);
    const saved = await target.read(trx, id);
    await recordStaffWrite(trx, user, app.now(), {
      ...audit,
      targetType: target.type,
      targetId: id,
      after: saved,
    });
    return saved;
  });
}
