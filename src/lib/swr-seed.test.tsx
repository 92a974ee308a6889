import { act, renderHook, waitFor } from '@testing-library/react';
import type { ReactNode } from 'react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { db } from './db';
import { FRESH_FOR_MS, useSwr } from './swr';
import { storeSeed } from './swr-cache';
import {
  readSeedFromDocument,
  SWR_SEED_ELEMENT_ID,
  SwrSeedContext,
  type SwrSeed,
} from './swr-seed';
import { envelope, stubFetch } from './test-support/fake-fetch';
import { resetLib } from './test-support/reset-lib';

const URL_INDEX = '/api/index';
const T0 = new Date('2026-11-22T08:00:00Z').getTime();

function withSeed(seed: SwrSeed) {
  return ({ children }: { children: ReactNode }) => (
    <SwrSeedContext value={seed}>{children}</SwrSeedContext>
  );
}

beforeEach(async () => {
  await resetLib();
  vi.useFakeTimers({ toFake: ['Date'] });
  vi.setSystemTime(T0);
});
afterEach(() => {
  document.getElementById(SWR_SEED_ELEMENT_ID)?.remove();
});

describe('useSwr with the answers of a server-rendered page', () => {
  it('shows a fresh seed at the first render and does not fetch it again', async () => {
    const fetchMock = stubFetch(() => envelope({ banners: ['不该出现'] }));
    const seed = { [URL_INDEX]: { data: { banners: ['横幅'] }, storedAt: T0 } };
    const { result } = renderHook(() => useSwr(URL_INDEX), { wrapper: withSeed(seed) });
    expect(result.current).toMatchObject({
      data: { banners: ['横幅'] },
      isLoading: false,
      fromCache: false,
      updatedAt: T0,
    });
    await act(() => new Promise((resolve) => setTimeout(resolve, 20)));
    expect(fetchMock).not.toHaveBeenCalled();
    expect(result.current.data).toEqual({ banners: ['横幅'] });
  });

  it('does not read the kept copy back, so the schema of the answer stays unloaded', async () => {
    stubFetch(() => envelope({ banners: ['不该出现'] }));
    const seed = { [URL_INDEX]: { data: { banners: ['横幅'] }, storedAt: T0 } };
    await storeSeed(seed);
    const schema = vi.fn(() => Promise.reject(new Error('不应加载')));
    const { result } = renderHook(() => useSwr(URL_INDEX, { schema }), {
      wrapper: withSeed(seed),
    });
    await act(() => new Promise((resolve) => setTimeout(resolve, 20)));
    expect(schema).not.toHaveBeenCalled();
    expect(result.current).toMatchObject({ data: { banners: ['横幅'] }, fromCache: false });
  });

  it('shows the seed again when the read comes back to its key (a filter set and cleared)', async () => {
    const fetchMock = stubFetch(() => envelope({ banners: ['筛选后'] }));
    const seed = { [URL_INDEX]: { data: { banners: ['横幅'] }, storedAt: T0 } };
    const { result, rerender } = renderHook(({ url }) => useSwr(url), {
      wrapper: withSeed(seed),
      initialProps: { url: URL_INDEX },
    });
    rerender({ url: `${URL_INDEX}?status=finished` });
    await waitFor(() => expect(result.current.data).toEqual({ banners: ['筛选后'] }));
    rerender({ url: URL_INDEX });
    await waitFor(() => expect(result.current.data).toEqual({ banners: ['横幅'] }));
    expect(result.current.isLoading).toBe(false);
    expect(fetchMock).toHaveBeenCalledTimes(1);
  });

  it('ignores a seed older than 60 s: the read starts afresh', async () => {
    stubFetch(() => envelope({ banners: ['新横幅'] }));
    const seed = {
      [URL_INDEX]: { data: { banners: ['旧横幅'] }, storedAt: T0 - FRESH_FOR_MS - 1 },
    };
    const { result } = renderHook(() => useSwr(URL_INDEX), { wrapper: withSeed(seed) });
    expect(result.current).toMatchObject({ data: undefined, isLoading: true });
    await waitFor(() => expect(result.current.data).toEqual({ banners: ['新横幅'] }));
  });

  it('only seeds its own key', () => {
    stubFetch(() => envelope([]));
    const seed = { '/api/site/config': { data: { name: '协会' }, storedAt: T0 } };
    const { result } = renderHook(() => useSwr(URL_INDEX), { wrapper: withSeed(seed) });
    expect(result.current).toMatchObject({ data: undefined, isLoading: true });
  });
});

describe('readSeedFromDocument', () => {
  function writeSeed(text: string) {
    const element = document.createElement('script');
    element.type = 'application/json';
    element.id = SWR_SEED_ELEMENT_ID;
    element.textContent = text;
    document.body.append(element);
  }

  it('reads the answers, as arrived now rather than at the server clock', () => {
    writeSeed(JSON.stringify({ [URL_INDEX]: { data: { a: 1 }, storedAt: 5 } }));
    expect(readSeedFromDocument(T0)).toEqual({ [URL_INDEX]: { data: { a: 1 }, storedAt: T0 } });
  });

  it('is null on a page the server did not render, or with unreadable JSON', () => {
    expect(readSeedFromDocument()).toBeNull();
    writeSeed('{not json');
    expect(readSeedFromDocument()).toBeNull();
  });
});

describe('storeSeed', () => {
  it('keeps the answers for offline use, unless a newer one is cached', async () => {
    await db.httpCache.put({
      key: '/api/site/config',
      url: '/api/site/config',
      data: 'newer',
      storedAt: T0 + 5,
      owner: null,
    });
    await storeSeed({
      [URL_INDEX]: { data: { banners: [] }, storedAt: T0 },
      '/api/site/config': { data: 'older', storedAt: T0 },
    });
    expect(await db.httpCache.get(URL_INDEX)).toMatchObject({
      data: { banners: [] },
      storedAt: T0,
      owner: null,
    });
    expect((await db.httpCache.get('/api/site/config'))?.data).toBe('newer');
  });
});
