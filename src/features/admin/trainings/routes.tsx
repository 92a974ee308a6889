// The console's training section: the list, the editor and a course's sign-up list.
import type { RouteObject } from 'react-router-dom';
import { SignupsPage } from './signups-page';
import { TrainingEditorPage } from './training-editor-page';
import { TrainingListPage } from './training-list-page';
import { TRAININGS_MESSAGES as M } from './trainings-messages';

export const trainingsRoutes: RouteObject[] = [
  { path: 'trainings', element: <TrainingListPage />, handle: { title: M.listTitle } },
  { path: 'trainings/new', element: <TrainingEditorPage />, handle: { title: M.newTitle } },
  { path: 'trainings/:id', element: <TrainingEditorPage />, handle: { title: M.editTitle } },
  {
    path: 'trainings/:id/signups',
    element: <SignupsPage />,
    handle: { title: M.signupsTitle },
  },
];
