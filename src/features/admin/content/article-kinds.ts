// The two kinds of article the console edits, notices and news: their calls, categories, pages
// and words, so one list page and one editor serve both.
import { adminNewsApi, adminNoticesApi } from '../../../contract/api/admin-content';
import {
  NEWS_CATEGORY_NAMES,
  NEWS_PAGE_MESSAGES,
  NOTICE_CATEGORY_NAMES,
  NOTICE_PAGE_MESSAGES,
  type ContentPageMessages,
} from './content-messages';

export interface ArticleKind {
  kind: 'notice' | 'news';
  api: typeof adminNoticesApi | typeof adminNewsApi;
  /** The console's path of the list; `${path}/new` and `${path}/:id` are the editor's. */
  path: string;
  categories: Readonly<Record<string, string>>;
  messages: ContentPageMessages;
}

export const NOTICE_KIND: ArticleKind = {
  kind: 'notice',
  api: adminNoticesApi,
  path: '/admin/notices',
  categories: NOTICE_CATEGORY_NAMES,
  messages: NOTICE_PAGE_MESSAGES,
};

export const NEWS_KIND: ArticleKind = {
  kind: 'news',
  api: adminNewsApi,
  path: '/admin/news',
  categories: NEWS_CATEGORY_NAMES,
  messages: NEWS_PAGE_MESSAGES,
};
