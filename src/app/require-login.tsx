// Wraps the main-site pages that need a signed-in user (/user/center, /user/club/:type,
// /match/apply): a visitor is sent to the login page, which brings them back here afterwards.
// While the start-up check has not answered yet, the page waits instead of flashing the login.
import type { ReactNode } from 'react';
import { useRequireLogin } from '../lib/auth/use-require-login';
import { PageLoading } from './lazy/page-load-status';

export function RequireLogin({ children }: { children: ReactNode }) {
  const { user } = useRequireLogin();
  if (!user) return <PageLoading />;
  return children;
}
