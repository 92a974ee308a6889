import { afterEach, expect, it, vi } from 'vitest';
import { apiGet } from './api-client';
import { appBase, withBase } from './base-url';
import { envelope, requestOf, stubFetch } from './test-support/fake-fetch';

afterEach(() => {
  vi.unstubAllEnvs();
  vi.unstubAllGlobals();
});

it('prefixes paths with the router base without doubling slashes', () => {
  vi.stubEnv('BASE_URL', '/');
  expect(withBase('/api/index')).toBe('/api/index');
  vi.stubEnv('BASE_URL', '/portal/');
  expect(withBase('/api/index')).toBe('/portal/api/index');
  expect(withBase('api/index')).toBe('/portal/api/index');
  vi.stubEnv('BASE_URL', '/portal');
  expect(appBase()).toBe('/portal/');
  expect(withBase('//api/index')).toBe('/portal/api/index');
});

it('sends API calls under the router base', async () => {
  vi.stubEnv('BASE_URL', '/portal/');
  const fetchMock = stubFetch(() => envelope(null));
  await apiGet('/api/index');
  expect(requestOf(fetchMock).url).toBe(`${window.location.origin}/portal/api/index`);
});
