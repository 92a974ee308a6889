// Paths and cache keys of the route table's calls (src/contract/api/define-route.ts). Kept apart
// from defineRoute, which the table files share: a bundler places a module that both the first
// load and the lazily loaded table files import in a chunk of its own, and the API client would
// go along with it, splitting the first load into more files than it needs.
import type { ApiRoute, RouteInput } from './define-route';

/** Every API path starts here; the server and the service worker tell API calls apart by it. */
export const API_PREFIX = '/api/';

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
