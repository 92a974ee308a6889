// Query strings built one way for both the request and the cache key, so equal queries share
// one cache entry whatever the order of their keys: the route table's `readPathKey`, which the
// server also keys a rendered page's answers by.
import { readPathKey, type ReadQuery } from '../contract/api/route-path';

export type SearchParams = ReadQuery;

/** Empty values are dropped and arrays become repeated keys (the server's qs parser reads both). */
export function withQuery(url: string, params?: SearchParams): string {
  return readPathKey(url, params);
}
