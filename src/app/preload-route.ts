// Loads the page chunks a path renders ahead of the render: the server needs them to render the
// page, and the browser needs the same ones before it hydrates that HTML, or the two would differ.
import { isValidElement } from 'react';
import { matchRoutes } from 'react-router-dom';
import type { LazyRoutePageType } from './lazy/lazy-page';
import { appRoutes } from './routes';

/** The lazy pages (src/app/lazy/lazy-page.tsx) a path renders, outermost first. */
function routePagesOf(pathname: string): Partial<LazyRoutePageType>[] {
  const matches = matchRoutes(appRoutes, pathname) ?? [];
  return matches.flatMap(({ route }) =>
    isValidElement(route.element) ? [route.element.type as Partial<LazyRoutePageType>] : [],
  );
}

export async function preloadRoutePages(pathname: string): Promise<void> {
  await Promise.all(routePagesOf(pathname).map((page) => page.preload?.()));
}

/** The section modules a path renders, as the build's manifest names them. */
export function routeModules(pathname: string): string[] {
  return routePagesOf(pathname).flatMap((page) => (page.module ? [page.module] : []));
}
