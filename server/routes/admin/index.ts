// The staff console's calls (docs/console.md), one plugin per section under /api/admin/<section>.
// Each section registers its own plugin here; every route in them is `config: signedIn('staff')`.
import type { FastifyInstance } from 'fastify';
import { adminAuditRoutes } from './audit/index';
import { adminCompetitionsRoutes } from './competitions/index';
import { adminContentRoutes } from './content/index';
import { adminEventsRoutes } from './events/index';
import { adminPagesRoutes } from './pages/index';
import { adminPeopleRoutes } from './people/index';
import { adminRegistrationsRoutes } from './registrations/index';
import { adminResultsRoutes } from './results/index';
import { adminScheduleRoutes } from './schedule/index';
import { adminSiteRoutes } from './site/index';
import { adminStagesRoutes } from './stages/index';
import { adminSystemRoutes } from './system/index';
import { adminTrainingsRoutes } from './trainings/index';
import { adminDownloadsRoutes } from './downloads/index';
import { uploadRoutes } from './uploads/index';
import { adminMembershipRoutes } from './membership/index';

/** The sections in the order they are registered. */
const SECTIONS = [
  adminAuditRoutes,
  adminCompetitionsRoutes,
  adminContentRoutes,
  adminEventsRoutes,
  adminPagesRoutes,
  adminPeopleRoutes,
  adminRegistrationsRoutes,
  adminResultsRoutes,
  adminScheduleRoutes,
  adminSiteRoutes,
  adminStagesRoutes,
  adminSystemRoutes,
  adminTrainingsRoutes,
  adminDownloadsRoutes,
  uploadRoutes,
  adminMembershipRoutes,
];

export async function adminRoutes(app: FastifyInstance): Promise<void> {
  for (const section of SECTIONS) await app.register(section);
}
