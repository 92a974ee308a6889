// The console's competition section: the list and the editor (the 基本信息 tab of a competition).
import type { RouteObject } from 'react-router-dom';
import { CompetitionEditorPage } from './competition-editor-page';
import { CompetitionListPage } from './competition-list-page';
import { COMPETITIONS_MESSAGES as M } from './competitions-messages';

export const competitionsRoutes: RouteObject[] = [
  { path: 'competitions', element: <CompetitionListPage />, handle: { title: M.listTitle } },
  {
    path: 'competitions/new',
    element: <CompetitionEditorPage />,
    handle: { title: M.newTitle },
  },
  {
    path: 'competitions/:id',
    element: <CompetitionEditorPage />,
    handle: { title: M.editTitle },
  },
];
