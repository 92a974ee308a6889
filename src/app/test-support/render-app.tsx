// renderApp(path): the real route table, providers and lazy pages, in a memory router, with the
// network answered by fakeApi so the start-up loaders get empty answers.
import { render } from '@testing-library/react';
import { vi } from 'vitest';
import { MemoryRouter, useLocation } from 'react-router-dom';
import type { CurrentUser } from '../../contract/account';
import type { SiteConfig } from '../../contract/site-config';
import { envelope, stubFetch, type FetchHandler } from '../../lib/test-support/fake-fetch';
import { setTicket } from '../../lib/ticket';
import { AppProviders } from '../app-providers';
import { AppRoutes } from '../app-routes';

export const TEST_SITE: SiteConfig = {
  name: '飞盘运动协会',
  logos: [],
  slogan: '更快 更高 更远',
  icp: '京ICP备00000000号',
  contact: { phone: '010-12345678', email: 'office@feipan.example', address: '北京市体育路 1 号' },
};

export interface FakeApiOptions {
  site?: SiteConfig;
  user?: CurrentUser | null;
  /** Answers for other calls, by path (`/api/volunteer/login`). */
  routes?: Record<string, FetchHandler>;
}

export function fakeApi({
  site = TEST_SITE,
  user = null,
  routes = {},
}: FakeApiOptions = {}): FetchHandler {
  return (request) => {
    const path = new URL(request.url).pathname;
    const custom = routes[path];
    if (custom) return custom(request);
    if (path === '/api/lovConfig/lov/getByTypes') return envelope([]);
    if (path === '/api/site/config') return envelope(site);
    if (path === '/api/user/getUserInfo')
      return user ? envelope(user) : envelope(null, 401, '请先登录');
    return envelope(null);
  };
}

/** Reports where the router is, so tests can follow redirects and links. */
function LocationProbe({ seen }: { seen: { pathname: string } }) {
  seen.pathname = useLocation().pathname;
  return null;
}

export function renderApp(path: string, api: FakeApiOptions = {}) {
  // A signed-in user holds a ticket; without one the app knows it is a visitor without asking.
  if (api.user) setTicket('test-ticket');
  const fetchMock = stubFetch(fakeApi(api));
  // The app scrolls to the top on every navigation; jsdom has no layout to scroll.
  vi.stubGlobal('scrollTo', vi.fn());
  const seen = { pathname: path };
  const view = render(
    <AppProviders>
      <MemoryRouter initialEntries={[path]}>
        <AppRoutes />
        <LocationProbe seen={seen} />
      </MemoryRouter>
    </AppProviders>,
  );
  return { ...view, currentPath: () => seen.pathname, fetchMock };
}
