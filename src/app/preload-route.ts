// Loads the page chunks a path renders ahead of the render: the server needs them to render the
// page, and the browser needs the same ones before it hydrates that HTML, or the two would differ.
import { isValidElement } from 'react';
import { matchRoutes } from 'react-router-dom';
import { appRoutes } from './routes';

function preloadOf(element: unknown): (() => Promise<void>) | undefined {
  if (!isValidElement(element)) return undefined;
  const preload: unknown = (element.type as { preload?: unknown }).preload;
  return typeof preload === 'function' ? (preload as () => Promise<void>) : undefined;
}

export async function preloadRoutePages(pathname: string): Promise<void> {
  const matches = matchRoutes(appRoutes, pathname) ?? [];
  await Promise.all(matches.map((match) => preloadOf(match.route.element)?.()));
}
