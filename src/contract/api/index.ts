// The whole route table, group by group (one file per feature of src/features), for the checks
// that hold the server to it (server/route-table.test.ts). Pages import their group's file, not
// this one, so a page carries only the routes it calls.
import { accountApi } from './account';
import { adminAuditApi } from './admin-audit';
import { adminSystemApi } from './admin-system';
import { healthApi } from './health';
import { adminCompetitionsApi } from './admin-competitions';
import { adminPeopleApi } from './admin-people';
import { adminRegistrationsApi } from './admin-registrations';
import { adminResultsApi } from './admin-results';
import { adminScheduleApi } from './admin-schedule';
import { adminSiteApi } from './admin-site';
import { adminPagesApi } from './admin-pages';
import { adminTrainingsApi } from './admin-trainings';
import { adminDownloadsApi } from './admin-downloads';
import { adminEventsApi } from './admin-events';
import { uploadsApi } from './admin-uploads';
import { adminNewsApi, adminNoticesApi } from './admin-content';
import { clubApi } from './club';
import { competitionStagesApi } from './competition-stages';
import type { ApiRoute } from './define-route';
import { downloadApi } from './download';
import { eventsApi } from './events';
import { matchApi } from './match';
import { portalApi } from './portal';
import { queryApi } from './query';
import { scoringApi } from './scoring';
import { seedingSourcesApi } from './seeding-sources';
import { trainingApi } from './training';
import { membershipSeasonApi } from './membership-season';
import { adminMembershipSeasonApi } from './admin-membership-season';

export const API_TABLE: Record<string, Record<string, ApiRoute>> = {
  account: accountApi,
  'admin-audit': adminAuditApi,
  'admin-system': adminSystemApi,
  health: healthApi,
  'admin-competitions': adminCompetitionsApi,
  'admin-people': adminPeopleApi,
  'admin-registrations': adminRegistrationsApi,
  'admin-results': adminResultsApi,
  'admin-schedule': adminScheduleApi,
  'admin-site': adminSiteApi,
  'admin-pages': adminPagesApi,
  'admin-trainings': adminTrainingsApi,
  'admin-downloads': adminDownloadsApi,
  'admin-events': adminEventsApi,
  'admin-uploads': uploadsApi,
  'admin-news': adminNewsApi,
  'admin-notices': adminNoticesApi,
  club: clubApi,
  'competition-stages': competitionStagesApi,
  download: downloadApi,
  events: eventsApi,
  match: matchApi,
  portal: portalApi,
  query: queryApi,
  scoring: scoringApi,
  'seeding-sources': seedingSourcesApi,
  training: trainingApi,
  'membership-season': membershipSeasonApi,
  'admin-membership-season': adminMembershipSeasonApi,
};
