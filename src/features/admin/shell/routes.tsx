// The shell's own pages: the overview at /admin, and the console's 404 for any path no section has.
import type { RouteObject } from 'react-router-dom';
import { AdminNotFoundPage } from './admin-not-found-page';
import { OverviewPage } from './overview-page';
import { SHELL_MESSAGES as M } from './shell-messages';

export const shellRoutes: RouteObject[] = [
  { index: true, element: <OverviewPage />, handle: { title: '概览' } },
  { path: '*', element: <AdminNotFoundPage />, handle: { title: M.notFound } },
];
