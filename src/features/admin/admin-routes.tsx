// Every console route, relative to /admin, gathered from the sections' routes.tsx files. Each
// route's handle names its page (the tab's title and the layout's heading).
import type { RouteObject } from 'react-router-dom';
import { contentRoutes } from './content/routes';
import { pagesRoutes } from './pages/routes';
import { downloadsRoutes } from './downloads/routes';
import { shellRoutes } from './shell/routes';
import { trainingsRoutes } from './trainings/routes';
import { siteRoutes } from './site/routes';

export const adminRoutes: RouteObject[] = [
  ...shellRoutes,
  ...pagesRoutes,
  ...trainingsRoutes,
  ...contentRoutes,
  ...downloadsRoutes,
  ...siteRoutes,
];
