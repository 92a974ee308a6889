// Query strings built one way for both the request and the cache key, so equal queries share
// one cache entry whatever the order of their keys.
export type SearchParamValue = string | number | boolean | null | undefined;
export type SearchParams = Record<string, SearchParamValue | readonly SearchParamValue[]>;

/** Empty values are dropped and arrays become repeated keys (the server's qs parser reads both). */
export function toSearchParams(params: SearchParams = {}): URLSearchParams {
  const result = new URLSearchParams();
  for (const name of Object.keys(params).sort()) {
    const value = params[name];
    const values: readonly SearchParamValue[] = Array.isArray(value)
      ? value
      : [value as SearchParamValue];
    for (const item of values) {
      if (item !== null && item !== undefined) result.append(name, String(item));
    }
  }
  return result;
}

export function withQuery(url: string, params?: SearchParams): string {
  const query = toSearchParams(params).toString();
  if (query === '') return url;
  return `${url}${url.includes('?') ? '&' : '?'}${query}`;
}
