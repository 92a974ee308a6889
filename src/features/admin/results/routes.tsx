// The console's results pages, under one competition (docs/competitions.md).
import type { RouteObject } from 'react-router-dom';
import { GameResultPage } from './game-result-page';
import { GameSheetPage } from './game-sheet-page';
import { ResultsPage } from './results-page';
import { RESULTS_MESSAGES as M } from './results-messages';

export const resultsRoutes: RouteObject[] = [
  { path: 'competitions/:id/results', element: <ResultsPage />, handle: { title: M.pageTitle } },
  {
    path: 'competitions/:id/results/games/:gameId',
    element: <GameResultPage />,
    handle: { title: M.gameTitle },
  },
  {
    path: 'competitions/:id/games/:gameId/sheet',
    element: <GameSheetPage />,
    handle: { title: M.sheetTitle },
  },
];
