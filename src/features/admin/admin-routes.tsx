// Every console route, relative to /admin, gathered from the sections' routes.tsx files. Each
// route's handle names its page (the tab's title and the layout's heading).
import type { RouteObject } from 'react-router-dom';
import { auditRoutes } from './audit/routes';
import { competitionsRoutes } from './competitions/routes';
import { pagesRoutes } from './pages/routes';
import { peopleRoutes } from './people/routes';
import { registrationsRoutes } from './registrations/routes';
import { resultsRoutes } from './results/routes';
import { contentRoutes } from './content/routes';
import { downloadsRoutes } from './downloads/routes';
import { eventsRoutes } from './events/routes';
import { rankingRoutes } from './ranking/routes';
import { scheduleRoutes } from './schedule/routes';
import { shellRoutes } from './shell/routes';
import { trainingsRoutes } from './trainings/routes';
import { siteRoutes } from './site/routes';
import { stagesRoutes } from './stages/routes';
import { systemRoutes } from './system/routes';
import { paymentsRoutes } from './payments/routes';
import { membershipImportRoutes } from './membership-import/routes';
import { membershipSeasonRoutes } from './membership-season/routes';
import { membershipTransfersRoutes } from './membership-transfers/routes';

export const adminRoutes: RouteObject[] = [
  ...shellRoutes,
  ...auditRoutes,
  ...competitionsRoutes,
  ...eventsRoutes,
  ...rankingRoutes,
  ...contentRoutes,
  ...pagesRoutes,
  ...peopleRoutes,
  ...registrationsRoutes,
  ...resultsRoutes,
  ...trainingsRoutes,
  ...downloadsRoutes,
  ...siteRoutes,
  ...scheduleRoutes,
  ...stagesRoutes,
  ...systemRoutes,
  ...paymentsRoutes,
  ...membershipImportRoutes,
  ...membershipSeasonRoutes,
  ...membershipTransfersRoutes,
];
