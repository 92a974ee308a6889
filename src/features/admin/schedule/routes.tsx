// The console's schedule pages, under one competition (docs/competitions.md).
import type { RouteObject } from 'react-router-dom';
import { GameEditorPage } from './game-editor-page';
import { GridPage } from './grid-page';
import { GRID_MESSAGES } from './grid-messages';
import { RoundRobinPage } from './round-robin-page';
import { SchedulePage } from './schedule-page';
import { SCHEDULE_MESSAGES as M } from './schedule-messages';

export const scheduleRoutes: RouteObject[] = [
  { path: 'competitions/:id/schedule', element: <SchedulePage />, handle: { title: M.pageTitle } },
  {
    path: 'competitions/:id/schedule/new',
    element: <GameEditorPage />,
    handle: { title: M.newTitle },
  },
  {
    path: 'competitions/:id/schedule/grid',
    element: <GridPage />,
    handle: { title: GRID_MESSAGES.title },
  },
  {
    path: 'competitions/:id/schedule/round-robin',
    element: <RoundRobinPage />,
    handle: { title: M.roundRobinTitle },
  },
  {
    path: 'competitions/:id/schedule/:gameId',
    element: <GameEditorPage />,
    handle: { title: M.editTitle },
  },
];
