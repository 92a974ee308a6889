// Query strings and form bodies are parsed with qs and the original's limits
// (docs/api-conventions.md, "Request bodies and query strings").
import qs from 'qs';

export const QS_LIMITS = { arrayLimit: 20, depth: 5, parameterLimit: 1000 } as const;

export function parseQueryString(text: string): Record<string, unknown> {
  return qs.parse(text, QS_LIMITS);
}
