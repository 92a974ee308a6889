// What a person just did is what they see (docs/offline-and-sync.md, "After a write"): a
// signed-in person's cached answer is always asked for again when shown, and a write through
// callApi marks every cached answer stale and makes the pages on screen, in this tab and the
// others, read again.
import { renderHook, waitFor } from '@testing-library/react';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { z } from 'zod';
import type { RouteGroup } from '../contract/api/define-route';
import { callApi } from './api-client';
import { useApi } from './api-read';
import { db } from './db';
import { setCacheUser } from './http-cache';
import { FRESH_FOR_MS } from './swr';
import { readSwrCache, revalidate, swrGet } from './swr-cache';
import { deferred, envelope, stubFetch } from './test-support/fake-fetch';
import { resetLib } from './test-support/reset-lib';
import { setTicket } from './ticket';

vi.mock('./full-page-load', () => ({ loadPage: vi.fn() }));

const STAFF = 7;
const LIST = '/api/admin/things';
const PUBLIC_LIST = '/api/things';

const { list, create, publicList, signOut } = {
  list: {
    method: 'GET',
    path: LIST,
    summary: '列表',
    tags: ['测试'],
    schemas: async () => ({ response: z.array(z.string()) }),
  },
  create: {
    method: 'POST',
    path: LIST,
    summary: '新建',
    tags: ['测试'],
    schemas: async () => ({ body: z.object({ name: z.string() }), response: z.null() }),
  },
  publicList: {
    method: 'GET',
    path: PUBLIC_LIST,
    summary: '公开列表',
    tags: ['测试'],
    schemas: async () => ({ response: z.array(z.string()) }),
  },
  signOut: {
    method: 'POST',
    path: '/api/user/logout',
    session: true,
    summary: '退出',
    tags: ['测试'],
    schemas: async () => ({ response: z.null() }),
  },
} satisfies RouteGroup;

async function cacheAnswer(key: string, data: unknown, owner: number | null, ageMs = 1000) {
  await db.httpCache.put({ key, url: key, data, storedAt: Date.now() - ageMs, owner });
}

/** A fake server holding one list under both paths; a POST adds to it. */
function fakeServer(names: string[]) {
  return stubFetch(async (request) => {
    if (request.method === 'POST') {
      names.push(((await request.json()) as { name: string }).name);
      return envelope(null);
    }
    return envelope([...names]);
  });
}

const reads = (fetchMock: ReturnType<typeof stubFetch>) =>
  fetchMock.mock.calls.filter(([input]) => (input as Request).method === 'GET').length;

async function signInAsStaff() {
  setTicket('staff-ticket');
  await setCacheUser(STAFF);
}

beforeEach(async () => {
  await resetLib();
});

describe('a signed-in page shown from the cache', () => {
  it('asks the server even under 60 s old, flagged fromCache and validating until the answer is in', async () => {
    await signInAsStaff();
    await cacheAnswer(LIST, ['旧赛事'], STAFF);
    const answer = deferred<Response>();
    const fetchMock = stubFetch(() => answer.promise);
    const { result } = renderHook(() => useApi(list, {}));
    await waitFor(() => expect(result.current.data).toEqual(['旧赛事']));
    await waitFor(() => expect(fetchMock).toHaveBeenCalledTimes(1));
    expect(result.current).toMatchObject({ fromCache: true, isValidating: true });
    answer.resolve(envelope(['旧赛事', '新赛事']));
    await waitFor(() => expect(result.current.data).toEqual(['旧赛事', '新赛事']));
    expect(result.current).toMatchObject({ fromCache: false, isValidating: false });
  });

  it('leaves a visitor a fresh public answer without asking', async () => {
    await cacheAnswer(PUBLIC_LIST, ['公开'], null);
    const fetchMock = stubFetch(() => envelope(['不该出现']));
    const { result } = renderHook(() => useApi(publicList, {}));
    await waitFor(() => expect(result.current.data).toEqual(['公开']));
    await new Promise((resolve) => setTimeout(resolve, 30));
    expect(fetchMock).not.toHaveBeenCalled();
  });
});

describe('a write through callApi', () => {
  it('has the page on screen read again and show the new item', async () => {
    await signInAsStaff();
    const fetchMock = fakeServer(['甲']);
    const { result } = renderHook(() => useApi(list, {}));
    await waitFor(() => expect(result.current.data).toEqual(['甲']));
    await callApi(create, { body: { name: '乙' } });
    await waitFor(() => expect(result.current.data).toEqual(['甲', '乙']));
    expect(await readSwrCache(LIST)).toMatchObject({ data: ['甲', '乙'], stale: false });
    expect(reads(fetchMock)).toBe(2);
  });

  it('marks every cached answer stale, so a fresh public one is asked for when next read', async () => {
    await cacheAnswer(PUBLIC_LIST, ['甲'], null);
    await cacheAnswer(LIST, ['甲'], null);
    const fetchMock = fakeServer(['甲']);
    await callApi(create, { body: { name: '乙' } });
    expect(await readSwrCache(PUBLIC_LIST)).toMatchObject({ data: ['甲'], stale: true });
    const revalidated = new Promise((resolve) => {
      void swrGet(PUBLIC_LIST, undefined, { onRevalidate: resolve });
    });
    expect(await revalidated).toEqual(['甲', '乙']);
    expect(await readSwrCache(PUBLIC_LIST)).toMatchObject({ data: ['甲', '乙'], stale: false });
    expect(reads(fetchMock)).toBe(1);
  });

  it('marks nothing when the server refuses it, nor for a read', async () => {
    await cacheAnswer(PUBLIC_LIST, ['甲'], null);
    stubFetch((request) =>
      request.method === 'POST' ? envelope(null, 1000, '名称已存在') : envelope(['甲']),
    );
    await expect(callApi(create, { body: { name: '甲' } }, { silent: true })).rejects.toThrow(
      '名称已存在',
    );
    await callApi(publicList);
    expect(await readSwrCache(PUBLIC_LIST)).toMatchObject({ stale: false });
  });

  it('that signs someone in or out marks nothing: the sign-in or sign-out settles the cache', async () => {
    await cacheAnswer(PUBLIC_LIST, ['甲'], null);
    stubFetch(() => envelope(null));
    await callApi(signOut);
    expect(await readSwrCache(PUBLIC_LIST)).toMatchObject({ stale: false });
  });

  it('made in another tab has the page on screen here read again', async () => {
    await signInAsStaff();
    const names = ['甲'];
    fakeServer(names);
    const { result } = renderHook(() => useApi(list, {}));
    await waitFor(() => expect(result.current.data).toEqual(['甲']));
    // The other tab: its write reached the server, and it tells the tabs on the channel.
    names.push('乙');
    const otherTab = new BroadcastChannel('feipan-stale-answers');
    otherTab.postMessage('stale');
    otherTab.close();
    await waitFor(() => expect(result.current.data).toEqual(['甲', '乙']));
  });

  it('keeps stale an answer that left before the write', async () => {
    const answer = deferred<Response>();
    stubFetch((request) => (request.method === 'POST' ? envelope(null) : answer.promise));
    const travelling = revalidate(PUBLIC_LIST);
    await callApi(create, { body: { name: '乙' } });
    answer.resolve(envelope(['甲']));
    await travelling;
    expect(await readSwrCache(PUBLIC_LIST)).toMatchObject({ data: ['甲'], stale: true });
  });

  it('leaves the person a page that has gone from the screen', async () => {
    await signInAsStaff();
    const fetchMock = fakeServer(['甲']);
    const { result, unmount } = renderHook(() => useApi(list, {}));
    await waitFor(() => expect(result.current.data).toEqual(['甲']));
    unmount();
    await callApi(create, { body: { name: '乙' } });
    expect(reads(fetchMock)).toBe(1);
    expect(await readSwrCache(LIST)).toMatchObject({ data: ['甲'], stale: true });
  });
});

it('keeps a 60 s window for visitors: an answer older than that is asked again', async () => {
  await cacheAnswer(PUBLIC_LIST, ['旧'], null, FRESH_FOR_MS + 1000);
  const fetchMock = stubFetch(() => envelope(['新']));
  const { result } = renderHook(() => useApi(publicList, {}));
  await waitFor(() => expect(result.current.data).toEqual(['新']));
  expect(fetchMock).toHaveBeenCalledTimes(1);
});
