// The console's life cycle of one content row (docs/console.md): what 发布, 撤回 and 置顶 change,
// the stamp of who changed it last, and how the console shows those columns. Every console
// section whose rows are published shares it (life-cycle-writes.ts makes the changes,
// server/routes/admin/life-cycle/life-cycle-routes.ts serves them).
import type { Kysely, Transaction } from 'kysely';
import type { Page } from '../../../src/contract/common';
import type { AuthUser } from '../../auth/auth-user';
import type { ContentStatus, Database } from '../../db/schema';
import { BusinessError } from '../../http/business-error';
import { LIFE_CYCLE_MESSAGES as M } from './life-cycle-messages';

type Db = Kysely<Database> | Transaction<Database>;

export interface LifeCycleRow {
  status: ContentStatus;
  published_at: string;
  pinned: number;
  updated_at: string;
  updated_by: number | null;
}

/** A publish time this far behind the clock is taken as "now" (the browser's clock may lag). */
const PAST_TOLERANCE_MS = 60_000;

/** The columns 发布 sets: published from now, or from `publishAt` when it lies ahead. */
export function publishChange(publishAt: string | undefined, now: number) {
  if (!publishAt)
    return { status: 'published' as const, published_at: new Date(now).toISOString() };
  const at = Date.parse(publishAt);
  if (at < now - PAST_TOLERANCE_MS) throw new BusinessError(M.publishAtPast);
  return { status: 'published' as const, published_at: new Date(Math.max(at, now)).toISOString() };
}

/** The columns 撤回 sets; only a published row can be withdrawn. */
export function withdrawChange(row: Pick<LifeCycleRow, 'status'>) {
  if (row.status !== 'published') throw new BusinessError(M.notPublished);
  return { status: 'withdrawn' as const };
}

/** Who changed the row and when, written with every change. */
export const stamp = (user: AuthUser, now: number) => ({
  updated_at: new Date(now).toISOString(),
  updated_by: user.id,
});

/** The names of the staff who last changed `rows`, by id. */
export async function updaterNames(
  db: Db,
  rows: readonly Pick<LifeCycleRow, 'updated_by'>[],
): Promise<Map<number, string>> {
  const ids = [...new Set(rows.map((row) => row.updated_by).filter((id) => id !== null))];
  if (ids.length === 0) return new Map();
  const users = await db
    .selectFrom('users')
    .select(['id', 'name'])
    .where('id', 'in', ids)
    .execute();
  return new Map(users.map((user) => [user.id, user.name]));
}

/**
 * A console list's answer (docs/console.md, "Calls"): the page's rows as `toRow` shows them, given
 * the names of the staff who last changed them.
 */
export async function consolePage<R extends Pick<LifeCycleRow, 'updated_by'>, T>(
  db: Db,
  page: Page<R>,
  toRow: (row: R, names: Map<number, string>) => T,
) {
  const names = await updaterNames(db, page.list);
  return {
    list: page.list.map((row) => toRow(row, names)),
    total: page.total,
    page: page.page,
    size: page.pageSize,
  };
}

/** The life-cycle fields of a console answer. */
export const lifeCycleOf = (row: LifeCycleRow, names: Map<number, string>) => ({
  status: row.status,
  publishedAt: row.status === 'draft' ? '' : row.published_at,
  pinned: row.pinned === 1,
  updatedAt: row.updated_at,
  updatedBy: row.updated_by === null ? null : (names.get(row.updated_by) ?? null),
});

/** One Chinese word for a status, for the audit log's lines. */
export const statusName = (status: ContentStatus) => M.status[status];
