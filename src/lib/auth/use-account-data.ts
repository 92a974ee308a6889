// A signed-in person's own data (their user centre, their club's roster, invitations and leave
// requests) changes through other people's actions, so a page showing it asks the server again
// every time it opens, even inside the SWR freshness window. The cached answer still shows at
// once and offline; the refresh is silent, since the offline hint already tells a failure.
import { useEffect, useRef } from 'react';
import type { ApiRoute, RouteAnswer, RouteInput } from '../../contract/api/define-route';
import { readKey, revalidateApi, useApi } from '../api-read';
import type { SwrResult } from '../swr';

/** Such a read by route (the route table); `input` null waits, as for `useApi`. */
export function useAccountApi<R extends ApiRoute>(
  route: R,
  input: RouteInput<R> | null,
): SwrResult<RouteAnswer<R>> {
  const result = useApi(route, input);
  const key = input === null ? null : readKey(route, input);
  // Callers pass a fresh input object each render; the key says when the read really changed.
  const latest = useRef({ route, input });
  useEffect(() => {
    latest.current = { route, input };
  });
  useEffect(() => {
    const { route: current, input: given } = latest.current;
    if (key === null || given === null) return;
    // The page's own read, if it is travelling, left just now: its answer will do.
    revalidateApi(current, given, { silent: true, afterChange: false }).catch(() => undefined);
  }, [key]);
  return result;
}
