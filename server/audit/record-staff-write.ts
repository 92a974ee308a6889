// 操作记录 (docs/console.md): every staff write leaves one row in audit_log, written in the same
// transaction as the change itself, so a change is never kept without its record nor recorded
// without having happened. Rows are only ever inserted: no route updates or deletes them.
import type { Kysely, Transaction } from 'kysely';
import type { AuthUser } from '../auth/auth-user';
import type { Database } from '../db/schema';

type Db = Kysely<Database> | Transaction<Database>;

export interface StaffWrite {
  /** What was done, `<target>.<verb>`, e.g. `notice.publish`, `club.reject`, `user.disable`. */
  action: string;
  /** The kind of record, e.g. `notice`, `club`, `user`, `site_config`. */
  targetType: string;
  targetId?: string | number | null;
  /** One Chinese line for the list, e.g. 「发布通知：关于……」. */
  summary: string;
  /** The record before and after the write, as plain data; omitted for a creation or a deletion. */
  before?: unknown;
  after?: unknown;
}

/** Keys never copied into the log, whatever record they come in. */
const SECRET_KEYS = new Set([
  'password',
  'password_hash',
  'passwordHash',
  'token_hash',
  'code_hash',
]);

function withoutSecrets(value: unknown): string | null {
  if (value === undefined || value === null) return null;
  // A replacer sees a Buffer only after its toJSON; `this[key]` is still the Buffer itself.
  return JSON.stringify(value, function (this: Record<string, unknown>, key, inner: unknown) {
    if (SECRET_KEYS.has(key)) return undefined;
    const raw = this[key];
    return Buffer.isBuffer(raw) ? `<${raw.length} 字节>` : inner;
  });
}

/** `now` is the app's clock (`app.now`), so tests that move time see it in the log too. */
export async function recordStaffWrite(
  db: Db,
  user: Pick<AuthUser, 'id' | 'name'>,
  now: number,
  write: StaffWrite,
): Promise<void> {
  await db
    .insertInto('audit_log')
    .values({
      at: new Date(now).toISOString(),
      user_id: user.id,
      user_name: user.name,
      action: write.action,
      target_type: write.targetType,
      target_id:
        write.targetId === undefined || write.targetId === null ? null : String(write.targetId),
      summary: write.summary,
      before: withoutSecrets(write.before),
      after: withoutSecrets(write.after),
    })
    .execute();
}
