import { act, renderHook, waitFor } from '@testing-library/react';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { z } from 'zod';
import { db, FeipanDatabase } from './db';
import { clearUserCache, setCacheUser, UNKNOWN_OWNER } from './http-cache';
import { notificationToaster } from './notify';
import { FRESH_FOR_MS, swrGet, swrKey, useSwr } from './swr';
import { revalidate } from './swr-cache';
import { deferred, envelope, stubFetch } from './test-support/fake-fetch';
import { resetLib } from './test-support/reset-lib';
import { setTicket } from './ticket';

const URL_NEWS = '/api/news/list';
const T0 = new Date('2026-05-01T08:00:00Z').getTime();

async function cacheAnswer(key: string, data: unknown, ageMs: number, owner: number | null = null) {
  await db.httpCache.put({ key, url: key, data, storedAt: Date.now() - ageMs, owner });
}

beforeEach(async () => {
  await resetLib();
  vi.useFakeTimers({ toFake: ['Date'] });
  vi.setSystemTime(T0);
});

describe('useSwr', () => {
  it('shows the cached answer at once, then the refreshed one', async () => {
    await cacheAnswer(URL_NEWS, ['旧新闻'], FRESH_FOR_MS + 1000);
    const answer = deferred<Response>();
    const fetchMock = stubFetch(() => answer.promise);
    const { result } = renderHook(() => useSwr<string[]>(URL_NEWS));
    await waitFor(() => expect(result.current.data).toEqual(['旧新闻']));
    expect(result.current).toMatchObject({
      fromCache: true,
      isLoading: false,
      updatedAt: T0 - FRESH_FOR_MS - 1000,
    });
    await waitFor(() => expect(result.current.isValidating).toBe(true));
    // The HTTP client loads as a chunk of its own: the request leaves once it has.
    await waitFor(() => expect(fetchMock).toHaveBeenCalledTimes(1));
    answer.resolve(envelope(['新新闻']));
    await waitFor(() => expect(result.current.data).toEqual(['新新闻']));
    expect(result.current).toMatchObject({
      fromCache: false,
      isValidating: false,
      updatedAt: T0,
      offline: false,
    });
  });

  it('does not refetch an answer younger than 60 s', async () => {
    await cacheAnswer(URL_NEWS, ['新闻'], FRESH_FOR_MS - 1000);
    const fetchMock = stubFetch(() => envelope(['不该出现']));
    const { result } = renderHook(() => useSwr<string[]>(URL_NEWS));
    await waitFor(() => expect(result.current.data).toEqual(['新闻']));
    await act(() => new Promise((resolve) => setTimeout(resolve, 20)));
    expect(fetchMock).not.toHaveBeenCalled();
    expect(result.current.isValidating).toBe(false);
  });

  it('loads from the network when nothing is cached, and caches the answer', async () => {
    stubFetch(() => envelope({ title: '公告' }));
    const { result } = renderHook(() => useSwr(URL_NEWS, { searchParams: { page: 1 } }));
    expect(result.current.isLoading).toBe(true);
    await waitFor(() => expect(result.current.data).toEqual({ title: '公告' }));
    expect(result.current).toMatchObject({ isLoading: false, fromCache: false });
    const stored = await db.httpCache.get(swrKey(URL_NEWS, { page: 1 }));
    expect(stored).toMatchObject({ data: { title: '公告' }, storedAt: T0, owner: null });
  });

  it('keeps the cached answer when offline, quietly, with offline: true', async () => {
    await cacheAnswer(URL_NEWS, ['离线也能看'], FRESH_FOR_MS * 3);
    stubFetch(() => {
      throw new TypeError('Failed to fetch');
    });
    const { result } = renderHook(() => useSwr<string[]>(URL_NEWS));
    await waitFor(() => expect(result.current.offline).toBe(true));
    expect(result.current).toMatchObject({
      data: ['离线也能看'],
      fromCache: true,
      isValidating: false,
    });
    expect(result.current.error).toMatchObject({ kind: 'network' });
    expect(notificationToaster.getVisibleToasts()).toEqual([]);
  });

  it('reports a failure with nothing cached, with a notification', async () => {
    stubFetch(() => {
      throw new TypeError('Failed to fetch');
    });
    const { result } = renderHook(() => useSwr(URL_NEWS));
    await waitFor(() => expect(result.current.isLoading).toBe(false));
    expect(result.current).toMatchObject({ data: undefined, offline: true });
    expect(notificationToaster.getVisibleToasts().map((item) => item.title)).toEqual([
      '网络异常，无法连接服务器',
    ]);
  });

  it('reports a failure with nothing cached only in place while the browser is offline', async () => {
    const online = vi.spyOn(navigator, 'onLine', 'get').mockReturnValue(false);
    stubFetch(() => {
      throw new TypeError('Failed to fetch');
    });
    const { result } = renderHook(() => useSwr(URL_NEWS));
    await waitFor(() => expect(result.current.isLoading).toBe(false));
    expect(result.current).toMatchObject({ data: undefined, offline: true });
    expect(result.current.error).toMatchObject({ kind: 'network' });
    expect(notificationToaster.getVisibleToasts()).toEqual([]);
    online.mockRestore();
  });

  it('fetches one key once for many readers', async () => {
    const answer = deferred<Response>();
    const fetchMock = stubFetch(() => answer.promise);
    const first = renderHook(() => useSwr(URL_NEWS));
    const second = renderHook(() => useSwr(URL_NEWS));
    await waitFor(() => expect(fetchMock).toHaveBeenCalledTimes(1));
    answer.resolve(envelope('一次'));
    await waitFor(() => expect(first.result.current.data).toBe('一次'));
    await waitFor(() => expect(second.result.current.data).toBe('一次'));
    expect(fetchMock).toHaveBeenCalledTimes(1);
  });

  it('reads again after a change rather than sharing a read that left before it', async () => {
    const answers = [deferred<Response>(), deferred<Response>()];
    let sent = 0;
    const fetchMock = stubFetch(() => {
      const answer = answers[sent++];
      if (!answer) throw new Error('one read too many');
      return answer.promise;
    });
    const { result } = renderHook(() => useSwr<string>(URL_NEWS));
    await waitFor(() => expect(fetchMock).toHaveBeenCalledTimes(1));

    // The page's change reached the server while its read was on the way.
    const afterChange = revalidate<string>(URL_NEWS, { afterChange: true });
    const shared = revalidate<string>(URL_NEWS);
    answers[0]?.resolve(envelope('改之前'));
    expect((await shared).data).toBe('改之前');
    await waitFor(() => expect(fetchMock).toHaveBeenCalledTimes(2));
    answers[1]?.resolve(envelope('改之后'));
    expect((await afterChange).data).toBe('改之后');
    await waitFor(() => expect(result.current.data).toBe('改之后'));
    expect(fetchMock).toHaveBeenCalledTimes(2);
  });

  it('ignores a cached answer that no longer fits the schema', async () => {
    await cacheAnswer(URL_NEWS, { old: 'shape' }, 1000);
    const fetchMock = stubFetch(() => envelope({ count: 3 }));
    const { result } = renderHook(() =>
      useSwr(URL_NEWS, { schema: z.object({ count: z.number() }) }),
    );
    await waitFor(() => expect(result.current.data).toEqual({ count: 3 }));
    expect(fetchMock).toHaveBeenCalledTimes(1);
  });

  it('refresh() fetches again on demand', async () => {
    let answer = 1;
    const fetchMock = stubFetch(() => envelope(answer++));
    const { result } = renderHook(() => useSwr<number>(URL_NEWS));
    await waitFor(() => expect(result.current.data).toBe(1));
    await act(() => result.current.refresh());
    expect(result.current.data).toBe(2);
    expect(fetchMock).toHaveBeenCalledTimes(2);
  });

  it('refresh() answers from a request sent after it, not one already in flight', async () => {
    // The page's first read is still travelling when the person's change lands and the page
    // refreshes: that read left before the change and must not be the answer.
    const first = deferred<Response>();
    let version = 0;
    const fetchMock = stubFetch(() => (++version === 1 ? first.promise : envelope('改后')));
    const { result } = renderHook(() => useSwr<string>(URL_NEWS));
    await waitFor(() => expect(fetchMock).toHaveBeenCalledTimes(1));
    const refreshed = result.current.refresh();
    first.resolve(envelope('改前'));
    await act(() => refreshed);
    expect(fetchMock).toHaveBeenCalledTimes(2);
    expect(result.current.data).toBe('改后');
  });

  it('stays idle for a null URL', async () => {
    const fetchMock = stubFetch(() => envelope(null));
    const { result } = renderHook(() => useSwr(null));
    expect(result.current).toMatchObject({ data: undefined, isLoading: false });
    await act(() => new Promise((resolve) => setTimeout(resolve, 10)));
    expect(fetchMock).not.toHaveBeenCalled();
  });
});

describe('swrGet', () => {
  it('refetches only once the 60 s window has passed', async () => {
    let version = 0;
    const fetchMock = stubFetch(() => envelope(`第${++version}版`));
    expect(await swrGet(URL_NEWS)).toBe('第1版');
    vi.setSystemTime(T0 + FRESH_FOR_MS - 1);
    expect(await swrGet(URL_NEWS)).toBe('第1版');
    // Give a (wrong) background refresh the time to reach fetch before counting.
    await new Promise((resolve) => setTimeout(resolve, 20));
    expect(fetchMock).toHaveBeenCalledTimes(1);

    vi.setSystemTime(T0 + FRESH_FOR_MS + 1);
    const refreshed = deferred<string>();
    // Stale: the cached answer comes back at once and the refresh reports when it lands.
    expect(await swrGet<string>(URL_NEWS, undefined, { onRevalidate: refreshed.resolve })).toBe(
      '第1版',
    );
    expect(await refreshed.promise).toBe('第2版');
    expect(fetchMock).toHaveBeenCalledTimes(2);
    expect(await swrGet(URL_NEWS)).toBe('第2版');
  });

  it('serves what an earlier session stored in IndexedDB when the network is gone', async () => {
    stubFetch(() => envelope(['球队甲', '球队乙']));
    await swrGet('/api/club/list', { type: 'MIX' });
    // A second connection sees the entry: it lives in IndexedDB, not in memory.
    const other = new FeipanDatabase();
    expect(await other.httpCache.get(swrKey('/api/club/list', { type: 'MIX' }))).toMatchObject({
      data: ['球队甲', '球队乙'],
    });
    other.close();
    vi.setSystemTime(T0 + 10 * FRESH_FOR_MS);
    stubFetch(() => {
      throw new TypeError('Failed to fetch');
    });
    expect(await swrGet('/api/club/list', { type: 'MIX' })).toEqual(['球队甲', '球队乙']);
  });
});

describe('between test cases', () => {
  it('a read one case left travelling ends on its fake network and is not shared by the next', async () => {
    const late = deferred<Response>();
    const oldNetwork = stubFetch(() => late.promise);
    const leftOver = revalidate<string>(URL_NEWS);
    await waitFor(() => expect(oldNetwork).toHaveBeenCalledTimes(1));
    setTimeout(() => late.resolve(envelope('上一个用例的')), 200);

    await resetLib();
    const newNetwork = stubFetch(() => envelope('这个用例的'));
    expect((await revalidate<string>(URL_NEWS)).data).toBe('这个用例的');
    expect(newNetwork).toHaveBeenCalledTimes(1);
    expect((await leftOver).data).toBe('上一个用例的');
  });
});

describe('whose answers', () => {
  it('records the signed-in user as owner, and a visitor answer as public', async () => {
    stubFetch(() => envelope('x'));
    await swrGet('/api/index');
    setTicket('t');
    await swrGet('/api/user/center');
    await setCacheUser(7);
    await swrGet('/api/user/competitions/7/year/2026');
    const owners = Object.fromEntries(
      (await db.httpCache.toArray()).map((entry) => [entry.key, entry.owner]),
    );
    expect(owners).toEqual({
      '/api/index': null,
      '/api/user/center': 7,
      '/api/user/competitions/7/year/2026': 7,
    });
  });

  it('clearUserCache deletes the user entries and keeps the public ones', async () => {
    await cacheAnswer('/api/index', '首页', 0, null);
    await cacheAnswer('/api/notice/list', '公告', 0, null);
    await cacheAnswer('/api/user/center', '个人中心', 0, 7);
    await cacheAnswer('/api/user/club/1', '俱乐部', 0, UNKNOWN_OWNER);
    await clearUserCache();
    expect((await db.httpCache.toArray()).map((entry) => entry.key).sort()).toEqual([
      '/api/index',
      '/api/notice/list',
    ]);
  });

  it('never shows a user entry to a visitor, nor another user’s entry', async () => {
    await cacheAnswer('/api/user/center', '七号的个人中心', 0, 7);
    const fetchMock = stubFetch(() => envelope('新的'));
    expect(await swrGet('/api/user/center', undefined, { silent: true })).toBe('新的');
    expect(fetchMock).toHaveBeenCalledTimes(1);
    await cacheAnswer('/api/user/center', '七号的个人中心', 0, 7);
    setTicket('t');
    await setCacheUser(8);
    expect(await db.httpCache.get('/api/user/center')).toBeUndefined();
  });
});
