// Create (a draft) and save of a console row with the life cycle, the same for competitions,
// trainings, the sport's pages and downloads: the kind's checks, its columns stamped with who and
// when, and its audit line, in one audited write (the change, the row after it and its audit row in
// one transaction). The status is not the form's: a new row is a draft, a saved one keeps its status.
import type { FastifyInstance } from 'fastify';
import type { Updateable } from 'kysely';
import type { AuthUser } from '../../auth/auth-user';
import { auditedWrite, type Trx } from '../../audit/audited-write';
import type { Database } from '../../db/schema';
import { stamp } from './life-cycle';

type DraftTable = 'competitions' | 'trainings' | 'sport_categories' | 'downloads';

/** Where a kind's columns are made: in the write's transaction, for a new row or a saved one. */
export interface DraftContext {
  trx: Trx;
  creating: boolean;
}

export interface DraftKind<T, B, Tb extends DraftTable, C extends Updateable<Database[Tb]>> {
  table: Tb;
  /** The first word of its audit actions (`training.create`). */
  action: string;
  /** The audit log's target type, and the row as the console reads it (not found refused). */
  target: { type: string; read: (trx: Trx, id: number) => Promise<T> };
  /** The row's columns from the form's body; a download's file is read from its upload. */
  columns: (body: B, context: DraftContext) => C | Promise<C>;
  /** What must hold in the database before the body is stored (lists of values, uploads). */
  check?: (trx: Trx, body: B) => Promise<void>;
  /** Its audit lines, from the body and the columns stored. */
  summary: { create: (body: B, columns: C) => string; update: (body: B, columns: C) => string };
}

export function draftWrites<T, B, Tb extends DraftTable, C extends Updateable<Database[Tb]>>(
  app: FastifyInstance,
  kind: DraftKind<T, B, Tb, C>,
) {
  // The kind's type checks its columns against its own table; Kysely cannot check a row against a
  // table named by a type parameter, so the query sees them as the union's.
  const table: DraftTable = kind.table;
  return {
    create: (user: AuthUser, body: B) =>
      auditedWrite(app, user, kind.target, async (trx) => {
        await kind.check?.(trx, body);
        const columns = await kind.columns(body, { trx, creating: true });
        const row = await trx
          .insertInto(table)
          .values({
            ...(columns as object),
            status: 'draft',
            ...stamp(user, app.now()),
          } as never)
          .returning('id')
          .executeTakeFirstOrThrow();
        const summary = kind.summary.create(body, columns);
        return { id: row.id, audit: { action: `${kind.action}.create`, summary } };
      }),

    update: (user: AuthUser, id: number, body: B) =>
      auditedWrite(app, user, kind.target, async (trx) => {
        const before = await kind.target.read(trx, id);
        await kind.check?.(trx, body);
        const columns = await kind.columns(body, { trx, creating: false });
        await trx
          .updateTable(table)
          .set({ ...(columns as object), ...stamp(user, app.now()) } as never)
          .where('id', '=', id)
          .execute();
        const summary = kind.summary.update(body, columns);
        return { id, audit: { action: `${kind.action}.update`, summary, before } };
      }),
  };
}
