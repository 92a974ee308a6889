// The console's season ranking rules (under 赛事管理 in the menu).
import type { RouteObject } from 'react-router-dom';
import { RankingRulesPage } from './ranking-rules-page';
import { RANKING_RULES_MESSAGES as M } from './ranking-messages';

export const rankingRoutes: RouteObject[] = [
  { path: 'ranking', element: <RankingRulesPage />, handle: { title: M.title } },
];
