// The console's download section: the list and the editor.
import type { RouteObject } from 'react-router-dom';
import { DownloadEditorPage } from './download-editor-page';
import { DownloadListPage } from './download-list-page';
import { DOWNLOADS_MESSAGES as M } from './downloads-messages';

export const downloadsRoutes: RouteObject[] = [
  { path: 'downloads', element: <DownloadListPage />, handle: { title: M.listTitle } },
  { path: 'downloads/new', element: <DownloadEditorPage />, handle: { title: M.newTitle } },
  { path: 'downloads/:id', element: <DownloadEditorPage />, handle: { title: M.editTitle } },
];
