// The article pages' writes, for notices and news alike: each kind's life cycle from the console's
// one set (shell/life-cycle-calls.ts), with its own routes and toasts; deleting a draft answers
// nothing. callApi has every page on screen read what the write changed (src/lib/stale-answers.ts).
import type { AdminNews, AdminNotice, NewsBody, NoticeBody } from '../../../contract/admin-content';
import { adminNewsApi, adminNoticesApi } from '../../../contract/api/admin-content';
import { callApi } from '../../../lib/api-client';
import { toast } from '../../../lib/notify';
import { lifeCycleCalls, pinCall } from '../shell/life-cycle-calls';
import type { ArticleKind } from './article-kinds';
import { articleBodyOf, type ArticleField } from './article-form';
import { NEWS_PAGE_MESSAGES, NOTICE_PAGE_MESSAGES } from './content-messages';

export type Article = AdminNotice | AdminNews;

const NOTICE_CALLS = {
  ...lifeCycleCalls(adminNoticesApi, NOTICE_PAGE_MESSAGES.done),
  pin: pinCall(adminNoticesApi.pin, NOTICE_PAGE_MESSAGES.done),
};
const NEWS_CALLS = {
  ...lifeCycleCalls(adminNewsApi, NEWS_PAGE_MESSAGES.done),
  pin: pinCall(adminNewsApi.pin, NEWS_PAGE_MESSAGES.done),
};
const callsOf = (kind: ArticleKind) => (kind.kind === 'notice' ? NOTICE_CALLS : NEWS_CALLS);

/** Creates the item (a draft) or saves the edited one. */
export function saveArticle(
  kind: ArticleKind,
  id: number | undefined,
  values: Record<ArticleField, string>,
): Promise<Article> {
  const body = articleBodyOf(kind.kind, values);
  return kind.kind === 'notice'
    ? NOTICE_CALLS.save(id, body as NoticeBody)
    : NEWS_CALLS.save(id, body as NewsBody);
}

export const publishArticle = (kind: ArticleKind, id: number, publishAt: string) =>
  callsOf(kind).publish(id, publishAt);

export const withdrawArticle = (kind: ArticleKind, id: number) => callsOf(kind).withdraw(id);

export const pinArticle = (kind: ArticleKind, id: number, pinned: boolean) =>
  callsOf(kind).pin(id, pinned);

export async function deleteDraft(kind: ArticleKind, id: number): Promise<void> {
  const input = { params: { id } };
  await (kind.kind === 'notice'
    ? callApi(adminNoticesApi.remove, input)
    : callApi(adminNewsApi.remove, input));
  toast.success(kind.messages.done.deleted);
}
