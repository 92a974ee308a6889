// The browser's `load` for the route table (src/contract/api/define-route.ts, SchemaModules): each
// contract module is imported on demand, so zod and the schemas stay off a page's first load and
// arrive with the first call that checks an answer. The list of modules
// (src/contract/api/schema-modules.ts) is itself loaded on demand, which keeps its imports and
// their preload lists off the first load; and loading them here, not in the table files, keeps
// those free of imports (see RouteGroup).
import type { SchemaLoad, SchemaModules } from '../contract/api/define-route';

/** The list as its type reads by name: each name's loader gives that name's module. */
type Loaders = { [K in keyof SchemaModules]: () => Promise<SchemaModules[K]> };

export const loadSchemaModule: SchemaLoad = (name) =>
  import('../contract/api/schema-modules').then(({ SCHEMA_MODULES }) => {
    const loaders: Loaders = SCHEMA_MODULES;
    return loaders[name]();
  });
