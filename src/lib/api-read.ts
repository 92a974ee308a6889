// Reads by route (the GET calls of the route table, src/contract/api/): the cached, revalidated
// reads of swr.ts and swr-cache.ts, with the path built from the route and every answer, cached or
// fresh, checked by the route's response schema before it is shown.
import type { z } from 'zod';
import { type ApiRoute, type RouteAnswer, type RouteInput } from '../contract/api/define-route';
import { routePath } from '../contract/api/route-path';
import type { SchemaSource } from './api-client';
import type { SearchParams } from './search-params';
import { revalidate, swrGet, swrKey, type RevalidateOptions, type SwrEntry } from './swr-cache';
import { useSwr, type SwrResult, type UseSwrOptions } from './swr';
import { loadSchemaModule } from './schema-modules';

interface ReadTarget<T> {
  url: string;
  searchParams: SearchParams | undefined;
  schema: SchemaSource<T>;
}

function readTarget<R extends ApiRoute>(route: R, input: RouteInput<R> | undefined) {
  const { params, query } = (input ?? {}) as { params?: object; query?: object };
  const target: ReadTarget<RouteAnswer<R>> = {
    url: routePath(route, params),
    searchParams: query as SearchParams | undefined,
    schema: () =>
      route
        .schemas(loadSchemaModule)
        .then((schemas) => schemas.response as z.ZodType<RouteAnswer<R>>),
  };
  return target;
}

/** The cache key of a read: what the server puts in a rendered page's seed for it. */
export function readKey<R extends ApiRoute>(route: R, input?: RouteInput<R>): string {
  const { url, searchParams } = readTarget(route, input);
  return swrKey(url, searchParams);
}

/** `useSwr` by route; `input` null waits (nothing to read yet). */
export function useApi<R extends ApiRoute>(
  route: R,
  input: RouteInput<R> | null,
  options: Omit<UseSwrOptions<RouteAnswer<R>>, 'schema' | 'searchParams'> = {},
): SwrResult<RouteAnswer<R>> {
  const target = input === null ? null : readTarget(route, input);
  return useSwr<RouteAnswer<R>>(target?.url ?? null, {
    ...options,
    searchParams: target?.searchParams,
    schema: target?.schema,
  });
}

/**
 * Fetches a read now and caches the answer. It is asked for after a change the page made, so by
 * default it never takes the answer of a request already in flight, which may have left before
 * the change reached the server; `afterChange: false` shares it.
 */
export function revalidateApi<R extends ApiRoute>(
  route: R,
  input?: RouteInput<R>,
  options: Omit<RevalidateOptions<RouteAnswer<R>>, 'schema' | 'searchParams'> = {},
): Promise<SwrEntry<RouteAnswer<R>>> {
  const { url, searchParams, schema } = readTarget(route, input);
  return revalidate(url, { afterChange: true, ...options, searchParams, schema });
}

/** `swrGet` by route: the cached answer at once, or the network's when nothing is cached. */
export function readApi<R extends ApiRoute>(
  route: R,
  input?: RouteInput<R>,
  options: { silent?: boolean; onRevalidate?: (data: RouteAnswer<R>) => void } = {},
): Promise<RouteAnswer<R>> {
  const { url, searchParams, schema } = readTarget(route, input);
  return swrGet(url, searchParams, { ...options, schema });
}
