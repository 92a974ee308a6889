// The article pages' writes, for notices and news alike: each answers the item as saved (the
// delete, its id) and confirms with a toast; callApi has every page on screen read what the write
// changed (src/lib/stale-answers.ts).
import type { AdminNews, AdminNotice, NewsBody, NoticeBody } from '../../../contract/admin-content';
import { adminNewsApi, adminNoticesApi } from '../../../contract/api/admin-content';
import { callApi } from '../../../lib/api-client';
import { toast } from '../../../lib/notify';
import type { ArticleKind } from './article-kinds';
import { articleBodyOf, type ArticleField } from './article-form';

export type Article = AdminNotice | AdminNews;

function done(item: Article, message: string): Article {
  toast.success(message);
  return item;
}

/** Creates the item (a draft) or saves the edited one. */
export async function saveArticle(
  kind: ArticleKind,
  id: number | undefined,
  values: Record<ArticleField, string>,
): Promise<Article> {
  const body = articleBodyOf(kind.kind, values);
  let saved: Article;
  if (kind.kind === 'notice') {
    const notice = body as NoticeBody;
    saved =
      id === undefined
        ? await callApi(adminNoticesApi.create, { body: notice })
        : await callApi(adminNoticesApi.update, { params: { id }, body: notice });
  } else {
    const news = body as NewsBody;
    saved =
      id === undefined
        ? await callApi(adminNewsApi.create, { body: news })
        : await callApi(adminNewsApi.update, { params: { id }, body: news });
  }
  return done(saved, kind.messages.done.saved);
}

export async function publishArticle(kind: ArticleKind, id: number, publishAt: string) {
  const input = { params: { id }, body: { publishAt } };
  const saved =
    kind.kind === 'notice'
      ? await callApi(adminNoticesApi.publish, input)
      : await callApi(adminNewsApi.publish, input);
  return done(saved, publishAt ? kind.messages.done.scheduled : kind.messages.done.published);
}

export async function withdrawArticle(kind: ArticleKind, id: number) {
  const input = { params: { id } };
  const saved =
    kind.kind === 'notice'
      ? await callApi(adminNoticesApi.withdraw, input)
      : await callApi(adminNewsApi.withdraw, input);
  return done(saved, kind.messages.done.withdrawn);
}

export async function pinArticle(kind: ArticleKind, id: number, pinned: boolean) {
  const input = { params: { id }, body: { pinned } };
  const saved =
    kind.kind === 'notice'
      ? await callApi(adminNoticesApi.pin, input)
      : await callApi(adminNewsApi.pin, input);
  return done(saved, pinned ? kind.messages.done.pinned : kind.messages.done.unpinned);
}

export async function deleteDraft(kind: ArticleKind, id: number): Promise<void> {
  const input = { params: { id } };
  await (kind.kind === 'notice'
    ? callApi(adminNoticesApi.remove, input)
    : callApi(adminNewsApi.remove, input));
  toast.success(kind.messages.done.deleted);
}
