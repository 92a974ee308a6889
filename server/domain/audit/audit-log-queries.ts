// 操作记录 as staff read it (docs/console.md): a filtered page of audit_log, one row with its
// records, and the values the filters offer. Nothing here edits or deletes a row; rows come only
// from recordStaffWrite (server/audit/), in the transaction of the write they record.
import type { Kysely, Selectable } from 'kysely';
import type { AuditDetail, AuditEntry, AuditOptions } from '../../../src/contract/admin-audit';
import type { AuditLogTable, Database } from '../../db/schema';
import { contains, given, toCount } from '../../db/query-helpers';

const DAY_MS = 24 * 60 * 60 * 1000;

/** The ISO start of a day in China Standard Time, the form `at` is written in. */
const dayStart = (date: string) => new Date(`${date}T00:00:00+08:00`).toISOString();
const dayAfter = (date: string) =>
  new Date(Date.parse(`${date}T00:00:00+08:00`) + DAY_MS).toISOString();

export interface AuditFilter {
  page: number;
  size: number;
  q?: string;
  action?: string;
  targetType?: string;
  userId?: number;
  /** The first and last day shown, `YYYY-MM-DD` in China Standard Time. */
  from?: string;
  to?: string;
}

const toEntry = (row: Selectable<AuditLogTable>): AuditEntry => ({
  id: row.id,
  at: row.at,
  userId: row.user_id,
  userName: row.user_name,
  action: row.action,
  targetType: row.target_type,
  targetId: row.target_id,
  summary: row.summary,
});

/** The JSON recordStaffWrite kept; text that is not JSON (never written so) is shown as it is. */
function parseRecord(text: string | null): unknown {
  if (text === null) return null;
  try {
    return JSON.parse(text) as unknown;
  } catch {
    return text;
  }
}

export async function listAuditLog(db: Kysely<Database>, filter: AuditFilter) {
  const { page, size, q, action, targetType, userId, from, to } = filter;
  const base = db
    .selectFrom('audit_log')
    .$if(given(q), (qb) =>
      qb.where((eb) =>
        eb.or([
          contains('summary', q as string),
          contains('user_name', q as string),
          eb('target_id', '=', q as string),
        ]),
      ),
    )
    .$if(given(action), (qb) => qb.where('action', '=', action as string))
    .$if(given(targetType), (qb) => qb.where('target_type', '=', targetType as string))
    .$if(userId !== undefined, (qb) => qb.where('user_id', '=', userId as number))
    .$if(from !== undefined, (qb) => qb.where('at', '>=', dayStart(from as string)))
    .$if(to !== undefined, (qb) => qb.where('at', '<', dayAfter(to as string)));
  const [count, rows] = await Promise.all([
    base.select((eb) => eb.fn.countAll().as('total')).executeTakeFirst(),
    base
      .selectAll()
      .orderBy('at', 'desc')
      .orderBy('id', 'desc')
      .limit(size)
      .offset((page - 1) * size)
      .execute(),
  ]);
  return { list: rows.map(toEntry), total: toCount(count?.total), page, size };
}

/** The actions, target types and staff the log holds, for the list's filters. */
export async function auditLogOptions(db: Kysely<Database>): Promise<AuditOptions> {
  const [actions, targetTypes, users] = await Promise.all([
    db.selectFrom('audit_log').select('action').distinct().orderBy('action').execute(),
    db.selectFrom('audit_log').select('target_type').distinct().orderBy('target_type').execute(),
    db
      .selectFrom('audit_log')
      .select(['user_id', 'user_name'])
      .where('user_id', 'is not', null)
      .distinct()
      .orderBy('user_name')
      .execute(),
  ]);
  // A staff member renamed since appears once, under one of the names the log holds.
  const names = new Map<number, string>();
  for (const row of users) {
    if (row.user_id !== null && !names.has(row.user_id)) names.set(row.user_id, row.user_name);
  }
  return {
    actions: actions.map((row) => row.action),
    targetTypes: targetTypes.map((row) => row.target_type),
    users: [...names].map(([id, name]) => ({ id, name })),
  };
}

export async function findAuditEntry(
  db: Kysely<Database>,
  id: number,
): Promise<AuditDetail | undefined> {
  const row = await db.selectFrom('audit_log').selectAll().where('id', '=', id).executeTakeFirst();
  if (!row) return undefined;
  return { ...toEntry(row), before: parseRecord(row.before), after: parseRecord(row.after) };
}
