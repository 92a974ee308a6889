// The console at /admin/*: the guard, then the console's layout around the page its routes match.
// A visitor is sent to log in and brought back; a signed-in user who is not staff is told
// 没有权限; the server refuses their calls anyway (signedIn('staff') on every console route).
import { useEffect, useMemo } from 'react';
import { matchRoutes, useLocation, useRoutes } from 'react-router-dom';
import { useRequireLogin } from '../../../lib/auth/use-require-login';
import {
  documentTitleOf,
  isRouteHandle,
  RouteHandleContext,
  type RouteHandle,
} from '../../../theme/route-title';
import { adminRoutes } from '../admin-routes';
import { AdminLayout } from './admin-layout';
import { AdminLoading } from './admin-loading';
import { NoPermissionPage } from './no-permission-page';
import { SHELL_MESSAGES as M } from './shell-messages';

function adminHandle(pathname: string): RouteHandle {
  const matches = matchRoutes(adminRoutes, pathname, '/admin') ?? [];
  for (let i = matches.length - 1; i >= 0; i -= 1) {
    const handle: unknown = matches[i]?.route.handle;
    if (isRouteHandle(handle)) return handle;
  }
  return { title: M.consoleTitle };
}

export function AdminApp() {
  const { status, user } = useRequireLogin();
  if (status === 'unknown' || !user) return <AdminLoading />;
  if (user.type !== 'staff') return <NoPermissionPage />;
  return <StaffConsole />;
}

function StaffConsole() {
  const { pathname } = useLocation();
  const element = useRoutes(adminRoutes);
  const handle = useMemo(() => adminHandle(pathname), [pathname]);
  useEffect(() => {
    document.title = documentTitleOf(`${handle.title} - ${M.consoleTitle}`);
  }, [handle]);
  return (
    <RouteHandleContext.Provider value={handle}>
      <AdminLayout>{element}</AdminLayout>
    </RouteHandleContext.Provider>
  );
}
