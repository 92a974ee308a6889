// The building block of the route table (docs/api-conventions.md, "The route table"): one value per
// API call naming its method, path and schemas. The server registers the call from it
// (server/http/serve-route.ts) and the browser calls it by it (src/lib/api-client.ts `callApi`), so a
// path is written once. The schemas load on demand: the pages that only read a route's path and
// types keep zod off their first load, and the server awaits them once as it starts.
import type { z } from 'zod';

/** Every API path starts here; the server and the service worker tell API calls apart by it. */
export const API_PREFIX = '/api/';

export type HttpMethod = 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';

export interface RouteSchemas {
  params?: z.ZodType;
  query?: z.ZodType;
  body?: z.ZodType;
  /** `data` of a successful envelope; for a file route, the file as the documentation shows it. */
  response: z.ZodType;
}

export interface ApiRoute<S extends RouteSchemas = RouteSchemas, P extends string = string> {
  method: HttpMethod;
  /** With `:name` for each path parameter, as the original client called it. */
  path: P;
  /** One Chinese line for /api/docs. */
  summary: string;
  /** More Chinese for /api/docs, when one line cannot say how to call it. */
  description?: string;
  tags: readonly string[];
  /** How the body travels: JSON unless the original client sent the form encoding. */
  bodyEncoding?: 'json' | 'form';
  /** The answer is the bytes of a file (a download), not an envelope. */
  file?: boolean;
  schemas: () => Promise<S>;
}

/** Names a route; the literal types of its path and schemas flow to both sides. */
export function defineRoute<S extends RouteSchemas, const P extends `/api/${string}`>(
  route: ApiRoute<S, P>,
): ApiRoute<S, P> {
  return route;
}

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

/** The route's path with its parameters filled in, each encoded as one path segment. */
export function routePath(route: Pick<ApiRoute, 'path'>, params?: object): string {
  const values = (params ?? {}) as Record<string, unknown>;
  return route.path.replace(/:([A-Za-z]+)/g, (_match, name: string) => {
    const value = values[name];
    if (value === undefined || value === null || value === '') {
      throw new Error(`${route.path} 缺少路径参数 ${name}`);
    }
    return encodeURIComponent(String(value));
  });
}

/** Matches the end of a concrete path of `route` (each parameter one non-empty segment). */
export function pathPattern(route: Pick<ApiRoute, 'path'>): RegExp {
  const segments = route.path
    .split('/')
    .map((part) => (part.startsWith(':') ? '[^/]+' : part.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')));
  return new RegExp(`${segments.join('/')}$`);
}

type QueryValue = string | number | boolean | null | undefined;

/** A read's query: one value per name, or a list (sent as the name repeated). */
export type ReadQuery = Record<string, QueryValue | readonly QueryValue[]>;

/**
 * The cache key of a read, which is also a URL that reads it: `path` and the query with its names
 * sorted and empty values left out, so equal queries share one key. The browser caches answers
 * under it (src/lib/swr-cache.ts), and the server seeds a rendered page's answers under it.
 */
export function readPathKey(path: string, query?: ReadQuery): string {
  const search = new URLSearchParams();
  for (const name of Object.keys(query ?? {}).sort()) {
    const value = query?.[name];
    const values: readonly QueryValue[] = Array.isArray(value) ? value : [value as QueryValue];
    for (const item of values) {
      if (item !== null && item !== undefined) search.append(name, String(item));
    }
  }
  const text = search.toString();
  if (text === '') return path;
  return `${path}${path.includes('?') ? '&' : '?'}${text}`;
}

/** The cache key of a read of `route` (`readPathKey` of its path and query). */
export function routeKey<R extends ApiRoute>(route: R, input?: RouteInput<R>): string {
  const { params, query } = (input ?? {}) as { params?: object; query?: ReadQuery };
  return readPathKey(routePath(route, params), query);
}
