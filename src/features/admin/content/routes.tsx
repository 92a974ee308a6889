// The console's notices (通知公告) and news (新闻资讯): each a list and an editor.
import type { RouteObject } from 'react-router-dom';
import { NewsEditorPage, NoticeEditorPage } from './article-editor-page';
import { NewsListPage, NoticeListPage } from './article-list-page';
import { NEWS_PAGE_MESSAGES as NEWS, NOTICE_PAGE_MESSAGES as NOTICE } from './content-messages';

export const contentRoutes: RouteObject[] = [
  { path: 'notices', element: <NoticeListPage />, handle: { title: NOTICE.listTitle } },
  { path: 'notices/new', element: <NoticeEditorPage />, handle: { title: NOTICE.newTitle } },
  { path: 'notices/:id', element: <NoticeEditorPage />, handle: { title: NOTICE.editTitle } },
  { path: 'news', element: <NewsListPage />, handle: { title: NEWS.listTitle } },
  { path: 'news/new', element: <NewsEditorPage />, handle: { title: NEWS.newTitle } },
  { path: 'news/:id', element: <NewsEditorPage />, handle: { title: NEWS.editTitle } },
];
