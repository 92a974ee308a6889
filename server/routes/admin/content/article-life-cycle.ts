// The writes of notices and news besides their own fields: the life cycle (served by
// life-cycle-routes.ts) and deleting a draft; each an audited write (auditedWrite: the change, the
// row after it and its audit row in one transaction, then the visitors' caches told).
import type { FastifyInstance } from 'fastify';
import type { AuthUser } from '../../../auth/auth-user';
import { recordStaffWrite } from '../../../audit/record-staff-write';
import type { ContentStatus } from '../../../db/schema';
import { BusinessError, notFound } from '../../../http/business-error';
import { auditedWrite, type ChangeDone, type Trx } from '../life-cycle/audited-write';
import type { ArticleTable } from '../../../domain/content/content-admin-queries';
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
  const target = { type: kind.type, read: existing };
  const write = (user: AuthUser, change: (trx: Trx) => Promise<ChangeDone>) =>
    auditedWrite(app, user, target, change);
  const lifeCycle = {
    table: kind.table,
    action: kind.type,
    target,
    name: (item: T) => item.title,
    messages: M,
  };

  return {
    existing,
    write,
    /** What serveLifeCycle and servePin serve 发布, 撤回 and 置顶 of the kind by. */
    lifeCycle,

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
