// A signed-in person's own data (their user centre, their club's roster, invitations and leave
// requests) changes through other people's actions, so a page showing it asks the server again
// every time it opens, even inside the SWR freshness window. The cached answer still shows at
// once and offline; the refresh is silent, since the offline hint already tells a failure.
import { useEffect } from 'react';
import { revalidate, useSwr, type SwrResult } from '../swr';

export function useAccountData<T>(url: string | null): SwrResult<T> {
  const result = useSwr<T>(url);
  useEffect(() => {
    if (url !== null) revalidate<T>(url, { silent: true }).catch(() => undefined);
  }, [url]);
  return result;
}
