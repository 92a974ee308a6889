// A person's own messages (docs/messages.md): the list newest first, the unread count the header
// shows, and reading them. Every query is bounded by the reader's id, so nobody reads, counts or
// marks another person's message; an id that is not theirs is 「消息不存在」 like one that never was.
import type { Kysely } from 'kysely';
import type { InboxMessage, UnreadCount } from '../../../src/contract/inbox';
import type { Page, PageQuery } from '../../../src/contract/common';
import type { Database } from '../../db/schema';
import { readPage, toCount } from '../../db/query-helpers';
import { notFound } from '../../http/business-error';

type Db = Kysely<Database>;

export async function listMessages(
  db: Db,
  userId: number,
  query: PageQuery,
): Promise<Page<InboxMessage>> {
  const base = db.selectFrom('inbox_messages').where('user_id', '=', userId);
  return readPage(base, query, async ({ limit, offset }) => {
    const rows = await base
      .select(['id', 'kind', 'title', 'body', 'link', 'created_at', 'read_at'])
      .orderBy('id', 'desc')
      .limit(limit)
      .offset(offset)
      .execute();
    return rows.map((row) => ({
      id: row.id,
      kind: row.kind,
      title: row.title,
      body: row.body,
      link: row.link,
      createdAt: row.created_at,
      read: row.read_at !== null,
    }));
  });
}

export async function unreadCount(db: Db, userId: number): Promise<UnreadCount> {
  const row = await db
    .selectFrom('inbox_messages')
    .select((eb) => eb.fn.countAll().as('unread'))
    .where('user_id', '=', userId)
    .where('read_at', 'is', null)
    .executeTakeFirst();
  return { unread: toCount(row?.unread) };
}

/** Marks one of the reader's messages read; reading it again keeps the first time. */
export async function markRead(db: Db, userId: number, id: number, nowMs: number): Promise<void> {
  const message = await db
    .selectFrom('inbox_messages')
    .select(['id', 'read_at'])
    .where('id', '=', id)
    .where('user_id', '=', userId)
    .executeTakeFirst();
  if (!message) throw notFound('消息');
  if (message.read_at !== null) return;
  await db
    .updateTable('inbox_messages')
    .set({ read_at: new Date(nowMs).toISOString() })
    .where('id', '=', id)
    .where('read_at', 'is', null)
    .execute();
}

export async function markAllRead(db: Db, userId: number, nowMs: number): Promise<void> {
  await db
    .updateTable('inbox_messages')
    .set({ read_at: new Date(nowMs).toISOString() })
    .where('user_id', '=', userId)
    .where('read_at', 'is', null)
    .execute();
}
