// The writes of 发布, 撤回 and 置顶 of one kind of console row, the same for trainings,
// competitions, downloads, the sport's pages, notices and news: each an audited write (auditedWrite:
// the change, the row after it and its audit row in one transaction, then the visitors' caches
// told) of the life-cycle columns, stamped with who and when, in the kind's own audit lines.
// server/routes/admin/life-cycle/life-cycle-routes.ts serves them.
import type { FastifyInstance } from 'fastify';
import type { AuthUser } from '../../auth/auth-user';
import { auditedWrite, type Trx } from '../../audit/audited-write';
import type { ContentStatus } from '../../db/schema';
import { publishChange, stamp, withdrawChange } from './life-cycle';

/** The tables whose rows have the console's life cycle (LifeCycleColumns in server/db/schema.ts). */
export type LifeCycleTable =
  'trainings' | 'competitions' | 'downloads' | 'sport_categories' | 'notices' | 'news';

export interface LifeCycleMessages {
  published: string;
  scheduled: string;
  withdrawn: string;
  audit: {
    publish: (name: string, at: string) => string;
    withdraw: (name: string) => string;
  };
}

export interface PinMessages {
  pinned: string;
  unpinned: string;
  audit: { pin: (name: string, pinned: boolean) => string };
}

export interface LifeCycleKind<T extends { status: ContentStatus }, M = LifeCycleMessages> {
  table: LifeCycleTable;
  /** The first word of its audit actions (`training.publish`). */
  action: string;
  /** The audit log's target type, and the row as the console reads it (not found refused). */
  target: { type: string; read: (trx: Trx, id: number) => Promise<T> };
  /** What its audit lines call the row. */
  name: (row: T) => string;
  messages: M;
}

/** Changes life-cycle columns of an existing row of `kind`, stamped, with its audit line. */
function rowChange<T extends { status: ContentStatus }>(
  app: FastifyInstance,
  kind: LifeCycleKind<T, unknown>,
) {
  return (
    user: AuthUser,
    id: number,
    now: number,
    columns: (before: T) => { status?: ContentStatus; published_at?: string; pinned?: number },
    audit: (before: T) => { verb: string; summary: string },
  ) =>
    auditedWrite(app, user, kind.target, async (trx) => {
      const before = await kind.target.read(trx, id);
      await trx
        .updateTable(kind.table)
        .set({ ...columns(before), ...stamp(user, now) })
        .where('id', '=', id)
        .execute();
      const { verb, summary } = audit(before);
      return { id, audit: { action: `${kind.action}.${verb}`, summary, before } };
    });
}

/** 发布 (now or at a time) and 撤回 of one kind; each answers the row as it is after. */
export function lifeCycleWrites<T extends { status: ContentStatus }>(
  app: FastifyInstance,
  kind: LifeCycleKind<T>,
) {
  const M = kind.messages;
  const change = rowChange(app, kind);
  return {
    async publish(user: AuthUser, id: number, publishAt: string | undefined) {
      const now = app.now();
      const columns = publishChange(publishAt, now);
      const saved = await change(
        user,
        id,
        now,
        () => columns,
        (before) => ({
          verb: 'publish',
          summary: M.audit.publish(kind.name(before), columns.published_at),
        }),
      );
      return { saved, message: Date.parse(columns.published_at) > now ? M.scheduled : M.published };
    },

    withdraw: (user: AuthUser, id: number) =>
      change(user, id, app.now(), withdrawChange, (before) => ({
        verb: 'withdraw',
        summary: M.audit.withdraw(kind.name(before)),
      })),
  };
}

/** 置顶 or not of one row of `kind`; answers the row as it is after. */
export function pinWrite<T extends { status: ContentStatus }>(
  app: FastifyInstance,
  kind: LifeCycleKind<T, PinMessages>,
) {
  const change = rowChange(app, kind);
  return (user: AuthUser, id: number, pinned: boolean) =>
    change(
      user,
      id,
      app.now(),
      () => ({ pinned: pinned ? 1 : 0 }),
      (before) => ({ verb: 'pin', summary: kind.messages.audit.pin(kind.name(before), pinned) }),
    );
}
