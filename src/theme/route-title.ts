// What every route carries in its `handle` (DESIGN.md §4): the Chinese page title, and whether the
// page needs a signed-in user (the guard itself comes with the account and scoring features).
import { useMatches } from 'react-router-dom';

export interface RouteHandle {
  title: string;
  requiresLogin?: boolean;
}

export const SITE_NAME = '飞盘协会';

function isRouteHandle(handle: unknown): handle is RouteHandle {
  return (
    typeof handle === 'object' &&
    handle !== null &&
    typeof (handle as RouteHandle).title === 'string'
  );
}

/** The handle of the deepest matched route that has one. */
export function useRouteHandle(): RouteHandle | undefined {
  const matches = useMatches();
  for (let i = matches.length - 1; i >= 0; i -= 1) {
    const handle = matches[i]?.handle;
    if (isRouteHandle(handle)) return handle;
  }
  return undefined;
}

/** The page title of the current route, or the site name when the route has none. */
export function useRouteTitle(): string {
  return useRouteHandle()?.title ?? SITE_NAME;
}

/** 「{title} - 飞盘协会」, the browser tab's text. */
export function documentTitleOf(title: string): string {
  return title === SITE_NAME ? SITE_NAME : `${title} - ${SITE_NAME}`;
}
