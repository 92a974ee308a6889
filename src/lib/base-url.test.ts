import { afterEach, expect, it, vi } from 'vitest';
import { apiGet } from './api-client';
import { appBase, withBase, withoutBase } from './base-url';
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

it('takes the router base off a path, the inverse of withBase', () => {
  vi.stubEnv('BASE_URL', '/');
  expect(withoutBase('/home')).toBe('/home');
  expect(withoutBase('/')).toBe('/');
  vi.stubEnv('BASE_URL', '/portal/');
  expect(withoutBase('/portal/home')).toBe('/home');
  expect(withoutBase('/portal/')).toBe('/');
  expect(withoutBase(withBase('/notice/detail/3'))).toBe('/notice/detail/3');
});

it('sends API calls under the router base', async () => {
  vi.stubEnv('BASE_URL', '/portal/');
  const fetchMock = stubFetch(() => envelope(null));
  await apiGet('/api/index');
  expect(requestOf(fetchMock).url).toBe(`${window.location.origin}/portal/api/index`);
});
