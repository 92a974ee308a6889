// The root of every route: keeps the browser tab's title in step with the matched route.
import { useEffect } from 'react';
import { Outlet, ScrollRestoration } from 'react-router-dom';
import { documentTitleOf, useRouteTitle } from '../theme/route-title';

export function AppRoot() {
  const title = useRouteTitle();
  useEffect(() => {
    document.title = documentTitleOf(title);
  }, [title]);
  return (
    <>
      <Outlet />
      <ScrollRestoration />
    </>
  );
}
