// The server's `load` for the route table (src/contract/api/define-route.ts, SchemaModules): every
// contract module is imported once as the server starts, so registering a route awaits nothing but
// an already settled promise.
import type { SchemaLoad, SchemaModules } from '../../src/contract/api/define-route';
import * as aboutPages from '../../src/contract/about-pages';
import * as account from '../../src/contract/account';
import * as adminAudit from '../../src/contract/admin-audit';
import * as adminCompetitions from '../../src/contract/admin-competitions';
import * as adminLifeCycle from '../../src/contract/admin-life-cycle';
import * as adminPages from '../../src/contract/admin-pages';
import * as adminPeople from '../../src/contract/admin-people';
import * as adminRegistrations from '../../src/contract/admin-registrations';
import * as adminResults from '../../src/contract/admin-results';
import * as adminSchedule from '../../src/contract/admin-schedule';
import * as adminSite from '../../src/contract/admin-site';
import * as adminTrainings from '../../src/contract/admin-trainings';
import * as adminDownloads from '../../src/contract/admin-downloads';
import * as adminUploads from '../../src/contract/admin-uploads';
import * as adminContent from '../../src/contract/admin-content';
import * as club from '../../src/contract/club';
import * as common from '../../src/contract/common';
import * as contentCompetition from '../../src/contract/content-competition';
import * as contentHome from '../../src/contract/content-home';
import * as contentPeople from '../../src/contract/content-people';
import * as contentPortal from '../../src/contract/content-portal';
import * as lov from '../../src/contract/lov';
import * as siteConfig from '../../src/contract/site-config';
import * as spirit from '../../src/contract/spirit';
import * as system from '../../src/contract/system';
import * as trainingSignup from '../../src/contract/training-signup';
import * as volunteer from '../../src/contract/volunteer';

const MODULES: SchemaModules = {
  'about-pages': aboutPages,
  account,
  'admin-audit': adminAudit,
  'admin-competitions': adminCompetitions,
  'admin-life-cycle': adminLifeCycle,
  'admin-pages': adminPages,
  'admin-people': adminPeople,
  'admin-registrations': adminRegistrations,
  'admin-results': adminResults,
  'admin-schedule': adminSchedule,
  'admin-site': adminSite,
  'admin-trainings': adminTrainings,
  'admin-downloads': adminDownloads,
  'admin-uploads': adminUploads,
  'admin-content': adminContent,
  club,
  common,
  'content-competition': contentCompetition,
  'content-home': contentHome,
  'content-people': contentPeople,
  'content-portal': contentPortal,
  lov,
  'site-config': siteConfig,
  spirit,
  system,
  'training-signup': trainingSignup,
  volunteer,
};

export const loadServerSchemas: SchemaLoad = async (name) => MODULES[name];
