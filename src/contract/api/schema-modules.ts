// The contract modules the route table's schemas come from, by name: the one list of them. The
// browser imports each on demand (src/lib/schema-modules.ts), so zod and the schemas stay off a
// page's first load; the server imports them all as it starts (server/http/schema-modules.ts); and
// SchemaModules (define-route.ts) is the type of what each import gives. A new contract module
// that routes name is one more line here.

export const SCHEMA_MODULES = {
  'about-pages': () => import('../about-pages'),
  account: () => import('../account'),
  'admin-audit': () => import('../admin-audit'),
  'admin-competitions': () => import('../admin-competitions'),
  'admin-life-cycle': () => import('../admin-life-cycle'),
  'admin-pages': () => import('../admin-pages'),
  'admin-people': () => import('../admin-people'),
  'admin-registrations': () => import('../admin-registrations'),
  'admin-results': () => import('../admin-results'),
  'admin-schedule': () => import('../admin-schedule'),
  'admin-site': () => import('../admin-site'),
  'admin-trainings': () => import('../admin-trainings'),
  'admin-downloads': () => import('../admin-downloads'),
  'admin-uploads': () => import('../admin-uploads'),
  'admin-content': () => import('../admin-content'),
  championship: () => import('../championship'),
  club: () => import('../club'),
  common: () => import('../common'),
  'competition-answer': () => import('../competition-answer'),
  'competition-stages': () => import('../competition-stages'),
  'content-competition': () => import('../content-competition'),
  'content-home': () => import('../content-home'),
  'content-people': () => import('../content-people'),
  'content-portal': () => import('../content-portal'),
  events: () => import('../events'),
  lov: () => import('../lov'),
  'schedule-grid': () => import('../schedule-grid'),
  scoring: () => import('../scoring'),
  'seeding-sources': () => import('../seeding-sources'),
  'site-config': () => import('../site-config'),
  spirit: () => import('../spirit'),
  system: () => import('../system'),
  'training-signup': () => import('../training-signup'),
  'membership-season': () => import('../membership-season'),
};
