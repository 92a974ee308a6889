// The console's writes of notices and news, one implementation for both kinds: create (a draft),
// save, the life cycle (served by server/routes/admin/life-cycle/life-cycle-routes.ts) and
// deleting a draft; each an audited write (auditedWrite: the change, the row after it and its
// audit row in one transaction, then the visitors' caches told).
import type { FastifyInstance } from 'fastify';
import type { AuthUser } from '../../auth/auth-user';
import { recordStaffWrite } from '../../audit/record-staff-write';
import type { Kysely } from 'kysely';
import type { ContentStatus, Database } from '../../db/schema';
import { BusinessError, notFound } from '../../http/business-error';
import { auditedWrite, type ChangeDone, type Trx } from '../../audit/audited-write';
import type { ArticleTable } from './content-admin-queries';
import type { ContentMessages } from './content-messages';
import { stamp } from '../life-cycle/life-cycle';
import { articleText } from './article-text';
import type { NewsBody, NoticeBody } from '../../../src/contract/admin-content';

/** What the console's form sends: a notice, or news with its cover and source too. */
export type ArticleBody = NoticeBody | NewsBody;

/** The columns an article's form sets; only news has a cover and a source. */
const columnsOf = (table: ArticleTable, body: ArticleBody) => ({
  title: body.title,
  category: body.category,
  ...articleText(body),
  ...(table === 'news' &&
    'cover' in body && {
      cover: body.cover === '' ? null : body.cover,
      source: body.source === '' ? null : body.source,
    }),
});

/** What the console reads of an item, as far as its life cycle needs. */
export interface ArticleItem {
  title: string;
  status: ContentStatus;
}

export interface ArticleKind<T extends ArticleItem> {
  table: ArticleTable;
  /** The audit log's target type and the first word of its actions (`notice.publish`). */
  type: 'notice' | 'news';
  messages: ContentMessages;
  /** A transaction is a Kysely too: the writes read back through the same function. */
  find: (db: Kysely<Database>, id: number) => Promise<T | undefined>;
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

    /** A new item, as a draft. */
    create: (user: AuthUser, body: ArticleBody) =>
      write(user, async (trx) => {
        const row = await trx
          .insertInto(kind.table)
          .values({
            ...columnsOf(kind.table, body),
            status: 'draft',
            published_at: '',
            ...stamp(user, app.now()),
          })
          .returning('id')
          .executeTakeFirstOrThrow();
        const summary = M.audit.create(body.title);
        return { id: row.id, audit: { action: `${kind.type}.create`, summary } };
      }),

    /** Saves an item's fields; its status stays as it is. */
    update: (user: AuthUser, id: number, body: ArticleBody) =>
      write(user, async (trx) => {
        const before = await existing(trx, id);
        await trx
          .updateTable(kind.table)
          .set({ ...columnsOf(kind.table, body), ...stamp(user, app.now()) })
          .where('id', '=', id)
          .execute();
        const summary = M.audit.update(body.title);
        return { id, audit: { action: `${kind.type}.update`, summary, before } };
      }),

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
