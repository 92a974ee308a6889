// Renders one page of a feature in a memory router with the Chakra system and the app store,
// the network answered by `routes` (by path) and an empty success for anything else. Features
// may not import src/app, so this is the page-sized cousin of renderApp.
import { ChakraProvider } from '@chakra-ui/react';
import { render } from '@testing-library/react';
import type { ReactElement } from 'react';
import { MemoryRouter, Route, Routes, useLocation } from 'react-router-dom';
import { AppStoreProvider } from '../../lib/app-store';
import { envelope, stubFetch, type FetchHandler } from '../../lib/test-support/fake-fetch';
import { appSystem } from '../system';

function LocationProbe({ seen }: { seen: { pathname: string; search: string } }) {
  const location = useLocation();
  seen.pathname = location.pathname;
  seen.search = location.search;
  return null;
}

export function renderPage(
  path: string,
  routePath: string,
  page: ReactElement,
  routes: Record<string, FetchHandler> = {},
) {
  const fetchMock = stubFetch((request) => {
    const handler = routes[new URL(request.url).pathname];
    return handler ? handler(request) : envelope(null);
  });
  const seen = { pathname: path, search: '' };
  const view = render(
    <ChakraProvider value={appSystem()}>
      <AppStoreProvider>
        <MemoryRouter initialEntries={[path]}>
          <Routes>
            <Route path={routePath} element={page} />
          </Routes>
          <LocationProbe seen={seen} />
        </MemoryRouter>
      </AppStoreProvider>
    </ChakraProvider>,
  );
  return { ...view, location: () => ({ ...seen }), fetchMock };
}
