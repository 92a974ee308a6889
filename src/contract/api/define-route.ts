// The shape of the route table (docs/api-conventions.md, "The route table"): one value per API call
// naming its method, path and schemas. The server registers the call from it
// (server/http/serve-route.ts) and the browser calls it by it (src/lib/api-client.ts `callApi`), so a
// path is written once. The schemas load on demand: the pages that only read a route's path and
// types keep zod off their first load, and the server awaits them once as it starts.
import type { z } from 'zod';
import type { SCHEMA_MODULES } from './schema-modules';

export type HttpMethod = 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';

export interface RouteSchemas {
  params?: z.ZodType;
  query?: z.ZodType;
  body?: z.ZodType;
  /** `data` of a successful envelope; for a file route, the file as the documentation shows it. */
  response: z.ZodType;
}

/**
 * The contract modules a route's schemas come from, by name (schema-modules.ts). A table file asks
 * for them through `load` rather than importing them: on the server `load` hands over modules it
 * imported as it started (server/http/schema-modules.ts), in the browser it imports them on demand
 * (src/lib/schema-modules.ts), and the table files stay free of imports at run time.
 */
export type SchemaModules = {
  [K in keyof typeof SCHEMA_MODULES]: Awaited<ReturnType<(typeof SCHEMA_MODULES)[K]>>;
};

export type SchemaLoad = <K extends keyof SchemaModules>(name: K) => Promise<SchemaModules[K]>;

export interface ApiRoute<S extends RouteSchemas = RouteSchemas, P extends string = string> {
  method: HttpMethod;
  /** With `:name` for each path parameter, as the original client called it. */
  path: P;
  /** One Chinese line for /api/docs. */
  summary: string;
  /** More Chinese for /api/docs, when one line cannot say how to call it. */
  description?: string;
  tags: readonly string[];
  /** How the body travels: JSON unless the original client sent a form; raw for an upload's bytes. */
  bodyEncoding?: 'json' | 'form' | 'raw';
  /** The answer is the bytes of a file (a download), not an envelope. */
  file?: boolean;
  /**
   * The answer is a stream of server-sent events (text/event-stream), not an envelope; `response`
   * describes the `data` of its events for the documentation.
   */
  stream?: boolean;
  /**
   * The call signs someone in or out. It changes whose answers the browser may keep, which the
   * sign-in or sign-out settles itself (src/lib/http-cache.ts), not what any answer says: unlike
   * every other write, it marks no cached answer stale (src/lib/stale-answers.ts).
   */
  session?: true;
  schemas: (load: SchemaLoad) => Promise<S>;
}

/**
 * A file of the table: its routes by name. Written `{ ... } satisfies RouteGroup` rather than through
 * a function, so a table file imports nothing at run time: Vite's bundler (rolldown 1.2) moves any
 * module that both the first load and the lazily loaded table files import out of the first load's
 * chunk, and the API client went with it. `satisfies` keeps each route's own path and schema types.
 * So the entries are written out, one per HTTP route, and a kind's list, read, create, update and
 * life-cycle entries look alike from file to file: that sameness is the table's shape, kept on
 * purpose. Each route is found by grepping its path, and reads as the OpenAPI document shows it.
 */
export type RouteGroup = Record<string, ApiRoute<RouteSchemas, `/api/${string}`>>;

type ParamNames<P extends string> = P extends `${string}:${infer Name}/${infer Rest}`
  ? Name | ParamNames<`/${Rest}`>
  : P extends `${string}:${infer Name}`
    ? Name
    : never;

/** The values a path's `:name` parameters take. */
export type PathParams<P extends string> = { [Name in ParamNames<P>]: string | number };

type SchemaOf<R> = R extends ApiRoute<infer S, string> ? S : never;
type PathOf<R> = R extends ApiRoute<RouteSchemas, infer P> ? P : never;

/** What a successful call of `R` answers (after its response schema has checked it). */
export type RouteAnswer<R> = z.output<SchemaOf<R>['response']>;

type ParamsField<P extends string> = [ParamNames<P>] extends [never]
  ? { params?: never }
  : { params: PathParams<P> };
type QueryField<S extends RouteSchemas> = S['query'] extends z.ZodType
  ? { query?: z.input<S['query']> }
  : { query?: never };
type BodyField<S extends RouteSchemas> = S['body'] extends z.ZodType
  ? { body: z.input<S['body']> }
  : { body?: never };

/** What a caller gives a call of `R`: its path parameters, query and body, as the route has them. */
export type RouteInput<R> = ParamsField<PathOf<R>> &
  QueryField<SchemaOf<R>> &
  BodyField<SchemaOf<R>>;
