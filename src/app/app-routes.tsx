// Renders the route table for the current location, and keeps what depends on the matched route
// in step with it: the page title (the tab's text and the layouts' headings) and the scroll.
import { useEffect, useLayoutEffect, useMemo, useRef } from 'react';
import { matchRoutes, useLocation, useRoutes } from 'react-router-dom';
import {
  documentTitleOf,
  isRouteHandle,
  RouteHandleContext,
  SITE_NAME,
  type RouteHandle,
} from '../theme/route-title';
import { RouteErrorBoundary } from './route-error-boundary';
import { appRoutes } from './routes';

export function deepestHandle(pathname: string): RouteHandle | undefined {
  const matches = matchRoutes(appRoutes, pathname) ?? [];
  for (let i = matches.length - 1; i >= 0; i -= 1) {
    const handle: unknown = matches[i]?.route.handle;
    if (isRouteHandle(handle)) return handle;
  }
  return undefined;
}

export function AppRoutes() {
  const location = useLocation();
  const element = useRoutes(appRoutes, location);
  const handle = useMemo(() => deepestHandle(location.pathname), [location.pathname]);

  // Before any page's effects, so a page that names its record (usePageMeta) has the last word,
  // also when its record is shown at once (a server-rendered or cached page).
  useLayoutEffect(() => {
    if (handle?.ownTitles) return;
    document.title = documentTitleOf(handle?.title ?? SITE_NAME);
  }, [handle]);
  // A new page opens at its top. Not the first one: the browser placed it (a reload or 返回 keeps
  // the reader's place), and a visitor may have scrolled the server-rendered page before the app
  // took it over.
  const placedPath = useRef(location.pathname);
  useEffect(() => {
    if (placedPath.current === location.pathname) return;
    placedPath.current = location.pathname;
    window.scrollTo(0, 0);
  }, [location.pathname]);

  return (
    <RouteHandleContext.Provider value={handle}>
      <RouteErrorBoundary key={location.pathname}>{element}</RouteErrorBoundary>
    </RouteHandleContext.Provider>
  );
}
