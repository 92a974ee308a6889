// 系统's page (docs/console.md): read-only.
import type { RouteObject } from 'react-router-dom';
import { SystemPage } from './system-page';
import { SYSTEM_MESSAGES as M } from './system-messages';

export const systemRoutes: RouteObject[] = [
  { path: 'system', element: <SystemPage />, handle: { title: M.title } },
];
