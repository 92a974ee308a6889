// Where each contract module of the route table comes from in the browser (see schema-modules.ts).
import type { SchemaModules } from '../contract/api/define-route';

export const LOADERS: { [K in keyof SchemaModules]: () => Promise<SchemaModules[K]> } = {
  'about-pages': () => import('../contract/about-pages'),
  account: () => import('../contract/account'),
  'admin-audit': () => import('../contract/admin-audit'),
  'admin-competitions': () => import('../contract/admin-competitions'),
  'admin-life-cycle': () => import('../contract/admin-life-cycle'),
  'admin-pages': () => import('../contract/admin-pages'),
  'admin-people': () => import('../contract/admin-people'),
  'admin-registrations': () => import('../contract/admin-registrations'),
  'admin-schedule': () => import('../contract/admin-schedule'),
  'admin-site': () => import('../contract/admin-site'),
  'admin-trainings': () => import('../contract/admin-trainings'),
  'admin-downloads': () => import('../contract/admin-downloads'),
  'admin-uploads': () => import('../contract/admin-uploads'),
  'admin-content': () => import('../contract/admin-content'),
  club: () => import('../contract/club'),
  common: () => import('../contract/common'),
  'content-competition': () => import('../contract/content-competition'),
  'content-home': () => import('../contract/content-home'),
  'content-people': () => import('../contract/content-people'),
  'content-portal': () => import('../contract/content-portal'),
  lov: () => import('../contract/lov'),
  'site-config': () => import('../contract/site-config'),
  'training-signup': () => import('../contract/training-signup'),
  volunteer: () => import('../contract/volunteer'),
};
