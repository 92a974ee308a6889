// The console's 赛制 page of one competition (issue #35, docs/competitions.md).
import type { RouteObject } from 'react-router-dom';
import { BracketPrintPage } from './bracket-print-page';
import { StagesPage } from './stages-page';
import { STAGES_MESSAGES as M } from './stages-messages';

export const stagesRoutes: RouteObject[] = [
  { path: 'competitions/:id/stages', element: <StagesPage />, handle: { title: M.pageTitle } },
  {
    path: 'competitions/:id/stages/print',
    element: <BracketPrintPage />,
    handle: { title: M.printBracket },
  },
];
