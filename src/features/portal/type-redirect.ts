// Links to the original site named a notice or news category in the query (/notice?type=
// notice_train). Each category now has its own path, so such a link is replaced by that path,
// keeping the rest of its query (?page=…) and its hash.
import { useLocation } from 'react-router-dom';

/**
 * The address to replace the current one with: `pathOf(type)` when the query has a `type` (or
 * `always`), else null to stay.
 */
export function useTypeRedirect(
  pathOf: (type: string | null) => string,
  always = false,
): string | null {
  const { search, hash } = useLocation();
  const params = new URLSearchParams(search);
  if (!always && !params.has('type')) return null;
  const type = params.get('type');
  params.delete('type');
  const query = params.toString();
  return `${pathOf(type)}${query ? `?${query}` : ''}${hash}`;
}
