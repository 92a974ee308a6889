// A browser without fetch: the client says so in Chinese (the original's 「Global fetch not
// exist!」) instead of failing somewhere inside ky.
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { apiGet, NO_FETCH_TEXT } from './api-client';
import { ApiError } from './api-error';
import { notificationToaster } from './notify';
import { resetLib } from './test-support/reset-lib';

const shownTitles = () => notificationToaster.getVisibleToasts().map((item) => item.title);

beforeEach(async () => {
  await resetLib();
  vi.stubGlobal('fetch', undefined);
});
afterEach(() => vi.unstubAllGlobals());

describe('no global fetch', () => {
  it('rejects with the Chinese message and shows it', async () => {
    const error: unknown = await apiGet('/api/index').catch((reason: unknown) => reason);
    expect(error).toBeInstanceOf(ApiError);
    expect(error).toMatchObject({ kind: 'invalid', message: NO_FETCH_TEXT, url: '/api/index' });
    expect(NO_FETCH_TEXT).toMatch(/fetch/);
    expect(shownTitles()).toEqual([NO_FETCH_TEXT]);
  });

  it('keeps quiet when silent', async () => {
    await expect(apiGet('/api/index', { silent: true })).rejects.toThrow(NO_FETCH_TEXT);
    expect(shownTitles()).toEqual([]);
  });
});
