// The browser's `load` for the route table (src/contract/api/define-route.ts, SchemaModules): each
// contract module is imported on demand, so zod and the schemas stay off a page's first load and
// arrive with the first call that checks an answer. The list of modules is itself loaded on
// demand (schema-loaders.ts), which keeps eleven imports and their preload lists off the first
// load; and loading them here, not in the table files, keeps those free of imports (see RouteGroup).
import type { SchemaLoad } from '../contract/api/define-route';

export const loadSchemaModule: SchemaLoad = (name) =>
  import('./schema-loaders').then(({ LOADERS }) => LOADERS[name]());
