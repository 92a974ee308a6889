// The whole route table, group by group (one file per feature of src/features), for the checks
// that hold the server to it (server/route-table.test.ts). Pages import their group's file, not
// this one, so a page carries only the routes it calls.
import { accountApi } from './account';
import { adminAuditApi } from './admin-audit';
import { adminSystemApi } from './admin-system';
import { healthApi } from './health';
import { inboxApi } from './inbox';
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
import { calendarsApi } from './calendars';
import { clubApi } from './club';
import { adminRankingApi, clubRecordsApi } from './club-records';
import { competitionStagesApi } from './competition-stages';
import type { ApiRoute } from './define-route';
import { downloadApi } from './download';
import { eventsApi } from './events';
import { matchApi } from './match';
import { playerRecordsApi } from './player-records';
import { portalApi } from './portal';
import { queryApi } from './query';
import { scoringApi } from './scoring';
import { seedingSourcesApi } from './seeding-sources';
import { trainingApi } from './training';
import { membershipPaymentsApi } from './membership-payments';
import { adminPaymentsApi } from './admin-payments';
import { adminMembershipImportApi } from './admin-membership-import';
import { membershipEligibilityApi } from './membership-eligibility';
import { membershipSeasonApi } from './membership-season';
import { adminMembershipSeasonApi } from './admin-membership-season';

export const API_TABLE: Record<string, Record<string, ApiRoute>> = {
  account: accountApi,
  'admin-audit': adminAuditApi,
  'admin-system': adminSystemApi,
  health: healthApi,
  inbox: inboxApi,
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
  calendars: calendarsApi,
  club: clubApi,
  'club-records': clubRecordsApi,
  'admin-ranking': adminRankingApi,
  'competition-stages': competitionStagesApi,
  download: downloadApi,
  events: eventsApi,
  match: matchApi,
  'player-records': playerRecordsApi,
  portal: portalApi,
  query: queryApi,
  scoring: scoringApi,
  'seeding-sources': seedingSourcesApi,
  training: trainingApi,
  'membership-payments': membershipPaymentsApi,
  'admin-payments': adminPaymentsApi,
  'admin-membership-import': adminMembershipImportApi,
  'membership-eligibility': membershipEligibilityApi,
  'membership-season': membershipSeasonApi,
  'admin-membership-season': adminMembershipSeasonApi,
};
