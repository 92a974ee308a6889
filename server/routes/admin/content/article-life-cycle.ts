// 发布, 撤回, 置顶 and deleting a draft, the same for notices and news: each an audited write
// (auditedWrite: the change, the row after it and its audit row in one transaction, then the
// visitors' caches told).
import type { FastifyInstance } from 'fastify';
import type { AuthUser } from '../../../auth/auth-user';
import { recordStaffWrite } from '../../../audit/record-staff-write';
import type { ContentStatus } from '../../../db/schema';
import { BusinessError, notFound } from '../../../http/business-error';
import { auditedWrite, type ChangeDone, type Trx } from '../life-cycle/audited-write';
import { publishChange, stamp, withdrawChange } from '../life-cycle/life-cycle';
import type { ArticleTable } from './content-admin-queries';
import type { ContentMessages } from './content-messages';

/** What the console reads of an item, as far as its life cycle needs. */
interface ArticleItem {
  title: string;
  status: ContentStatus;
}

export interface ArticleKind<T extends ArticleItem> {
  table: ArticleTable;
  /** The audit log's target type and the first word of its actions (`notice.publish`). */
  type: 'notice' | 'news';
  messages: ContentMessages;
  find: (db: Trx, id: number) => Promise<T | undefined>;
}

export function articleWrites<T extends ArticleItem>(app: FastifyInstance, kind: ArticleKind<T>) {
  const M = kind.messages;
  async function existing(trx: Trx, id: number): Promise<T> {
    const item = await kind.find(trx, id);
    if (!item) throw notFound(M.item);
    return item;
  }
  const write = (user: AuthUser, change: (trx: Trx) => Promise<ChangeDone>) =>
    auditedWrite(app, user, { type: kind.type, read: existing }, change);

  /** Changes the life-cycle columns of an existing item, stamped with who and when. */
  const setColumns = (
    trx: Trx,
    id: number,
    user: AuthUser,
    now: number,
    columns: { status?: ContentStatus; published_at?: string; pinned?: number },
  ) =>
    trx
      .updateTable(kind.table)
      .set({ ...columns, ...stamp(user, now) })
      .where('id', '=', id)
      .execute();

  return {
    existing,
    write,

    async publish(user: AuthUser, id: number, publishAt: string | undefined) {
      const now = app.now();
      const change = publishChange(publishAt, now);
      const saved = await write(user, async (trx) => {
        const before = await existing(trx, id);
        await setColumns(trx, id, user, now, change);
        const summary = M.audit.publish(before.title, change.published_at);
        return { id, audit: { action: `${kind.type}.publish`, summary, before } };
      });
      return { saved, message: Date.parse(change.published_at) > now ? M.scheduled : M.published };
    },

    async withdraw(user: AuthUser, id: number) {
      return write(user, async (trx) => {
        const before = await existing(trx, id);
        await setColumns(trx, id, user, app.now(), withdrawChange(before));
        const summary = M.audit.withdraw(before.title);
        return { id, audit: { action: `${kind.type}.withdraw`, summary, before } };
      });
    },

    async pin(user: AuthUser, id: number, pinned: boolean) {
      return write(user, async (trx) => {
        const before = await existing(trx, id);
        await setColumns(trx, id, user, app.now(), { pinned: pinned ? 1 : 0 });
        const summary = M.audit.pin(before.title, pinned);
        return { id, audit: { action: `${kind.type}.pin`, summary, before } };
      });
    },

    /** Only a draft goes: anything once published may be in a visitor's cache, so it is withdrawn. */
    async remove(user: AuthUser, id: number) {
      await app.db.transaction().execute(async (trx) => {
        const before = await existing(trx, id);
        if (before.status !== 'draft') throw new BusinessError(M.onlyDraftDeleted);
        await trx.deleteFrom(kind.table).where('id', '=', id).execute();
        await recordStaffWrite(trx, user, app.now(), {
          action: `${kind.type}.delete`,
          targetType: kind.type,
          targetId: id,
          summary: M.audit.remove(before.title),
          before,
        });
      });
      return { id };
    },
  };
}
