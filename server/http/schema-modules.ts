// The server's `load` for the route table (src/contract/api/define-route.ts, SchemaModules): every
// contract module of the one list (src/contract/api/schema-modules.ts) is imported together as the
// server starts, so registering a route waits for that once and then for nothing.
import type { SchemaLoad, SchemaModules } from '../../src/contract/api/define-route';
import { SCHEMA_MODULES } from '../../src/contract/api/schema-modules';

async function importAll(): Promise<SchemaModules> {
  const names = Object.keys(SCHEMA_MODULES) as (keyof SchemaModules)[];
  const modules = await Promise.all(names.map((name) => SCHEMA_MODULES[name]()));
  return Object.fromEntries(names.map((name, i) => [name, modules[i]])) as SchemaModules;
}

const MODULES = importAll();

export const loadServerSchemas: SchemaLoad = async (name) => (await MODULES)[name];
