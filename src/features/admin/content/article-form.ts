// The article editor's values as strings, the body they send, and the contract's rules that check
// it (noticeBody / newsBody), so the form refuses exactly what the server would.
import type { AdminNews, AdminNotice, NewsBody, NoticeBody } from '../../../contract/admin-content';
import type { FormRules } from '../../../lib/forms/validate-form';

export type ArticleField = 'title' | 'category' | 'summary' | 'content' | 'cover' | 'source';
export type ArticleBody = NoticeBody | NewsBody;

export const articleValues = (item?: AdminNotice | AdminNews): Record<ArticleField, string> => ({
  title: item?.title ?? '',
  category: item?.category ?? '',
  summary: item?.summary ?? '',
  content: item?.content ?? '',
  cover: item && 'cover' in item ? item.cover : '',
  source: item && 'source' in item ? item.source : '',
});

const noticeBodyOf = (values: Record<ArticleField, string>): NoticeBody => ({
  title: values.title,
  category: values.category as NoticeBody['category'],
  summary: values.summary,
  content: values.content,
});

const newsBodyOf = (values: Record<ArticleField, string>): NewsBody => ({
  ...noticeBodyOf(values),
  category: values.category as NewsBody['category'],
  cover: values.cover,
  source: values.source,
});

export const NOTICE_RULES: FormRules<ArticleField> = {
  schema: () => import('../../../contract/admin-content').then((c) => c.noticeBody),
  body: noticeBodyOf,
};

export const NEWS_RULES: FormRules<ArticleField> = {
  schema: () => import('../../../contract/admin-content').then((c) => c.newsBody),
  body: newsBodyOf,
};

export const articleBodyOf = (kind: 'notice' | 'news', values: Record<ArticleField, string>) =>
  kind === 'notice' ? noticeBodyOf(values) : newsBodyOf(values);

/** Kept as typed: the body's markup is the editor's, not the person's spaces. */
export const UNTRIMMED_ARTICLE_FIELDS: readonly ArticleField[] = ['content'];
