// The console's pages section: the sport's pages and the about / join / contact text.
import type { RouteObject } from 'react-router-dom';
import { AboutEditorPage } from './about-editor-page';
import { PAGES_MESSAGES as M } from './pages-messages';
import { SportEditorPage } from './sport-editor-page';
import { SportListPage } from './sport-list-page';

export const pagesRoutes: RouteObject[] = [
  { path: 'sport', element: <SportListPage />, handle: { title: M.sportTitle } },
  { path: 'sport/new', element: <SportEditorPage />, handle: { title: M.sportNew } },
  { path: 'sport/:id', element: <SportEditorPage />, handle: { title: M.sportEdit } },
  { path: 'about', element: <AboutEditorPage />, handle: { title: M.aboutTitle } },
  { path: 'about/:key', element: <AboutEditorPage />, handle: { title: M.aboutTitle } },
];
