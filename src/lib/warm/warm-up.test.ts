import { beforeEach, describe, expect, it } from 'vitest';
import { db } from '../db';
import { clearUserCache, setCacheUser } from '../http-cache';
import { FRESH_FOR_MS, revalidate } from '../swr-cache';
import { deferred, envelope, stubFetch } from '../test-support/fake-fetch';
import { resetLib } from '../test-support/reset-lib';
import { clearTicket, setTicket } from '../ticket';
import { WARMED_KEYS_KEY, warmUp, type WarmPlan } from './warm-up';

const USER_ID = 7;

beforeEach(async () => {
  await resetLib();
  setTicket('ticket-of-7');
  await setCacheUser(USER_ID);
});

/** Answers every GET with its own path, so each cache entry says which read filled it. */
const echo = () => stubFetch((request) => envelope({ path: new URL(request.url).pathname }));

const readAll =
  (...urls: string[]): WarmPlan =>
  async (read) => {
    for (const url of urls) await read(url);
  };

describe('warmUp', () => {
  it('fills the cache entries the screens read, as the signed-in user’s, at low priority', async () => {
    const fetchMock = echo();
    const result = await warmUp(
      readAll('/api/club/members', '/api/games/3'),
      new AbortController().signal,
    );
    expect(result).toEqual({ complete: true, keys: ['/api/club/members', '/api/games/3'] });
    expect(await db.httpCache.get('/api/club/members')).toMatchObject({
      data: { path: '/api/club/members' },
      owner: USER_ID,
    });
    expect(await db.httpCache.get('/api/games/3')).toMatchObject({ owner: USER_ID });
    expect(fetchMock).toHaveBeenCalledTimes(2);
    expect(fetchMock.mock.calls[0]?.[1]).toMatchObject({ priority: 'low' });
  });

  it('lets a plan follow its answers, and skips what is still fresh', async () => {
    await db.httpCache.put({
      key: '/api/club/games',
      url: '/api/club/games',
      data: { games: [{ id: 11 }, { id: 12 }] },
      storedAt: Date.now() - FRESH_FOR_MS / 2,
      owner: USER_ID,
    });
    const fetchMock = echo();
    const plan: WarmPlan = async (read) => {
      const answer = await read<{ games: { id: number }[] }>('/api/club/games');
      for (const game of answer?.games ?? []) await read(`/api/games/${game.id}`);
    };
    const result = await warmUp(plan, new AbortController().signal);
    expect(result.keys).toEqual(['/api/club/games', '/api/games/11', '/api/games/12']);
    const paths = fetchMock.mock.calls.map(([input]) =>
      input instanceof Request ? new URL(input.url).pathname : String(input),
    );
    expect(paths).toEqual(['/api/games/11', '/api/games/12']);
  });

  it('goes on past a refusal, and stops at a lost connection, to try again next start', async () => {
    stubFetch((request) => {
      const path = new URL(request.url).pathname;
      if (path === '/api/club/invitations') return envelope(null, 1003, '没有权限执行此操作');
      if (path === '/api/games/1') throw new TypeError('Failed to fetch');
      return envelope({ path });
    });
    const result = await warmUp(
      readAll('/api/club/invitations', '/api/club/members', '/api/games/1', '/api/games/2'),
      new AbortController().signal,
    );
    expect(result.complete).toBe(false);
    expect(await db.httpCache.get('/api/club/members')).toBeDefined();
    expect(await db.httpCache.get('/api/games/2')).toBeUndefined();
    expect(await db.httpCache.get(WARMED_KEYS_KEY)).toBeUndefined();
  });

  it('stops when the person signs out meanwhile, and keeps nothing that arrives afterwards', async () => {
    const held = deferred<Response>();
    const fetchMock = stubFetch((request) =>
      new URL(request.url).pathname === '/api/club/members'
        ? held.promise
        : envelope({ path: new URL(request.url).pathname }),
    );
    const running = warmUp(
      readAll('/api/user/center', '/api/club/members', '/api/games/5'),
      new AbortController().signal,
    );
    await expect.poll(() => fetchMock.mock.calls.length).toBe(2);
    clearTicket();
    await clearUserCache();
    held.resolve(envelope([{ name: '张伟' }]));
    expect(await running).toMatchObject({ complete: false });
    expect(fetchMock).toHaveBeenCalledTimes(2);
    expect(await db.httpCache.count()).toBe(0);
  });

  it('stops when cancelled', async () => {
    const fetchMock = echo();
    const controller = new AbortController();
    const plan: WarmPlan = async (read) => {
      await read('/api/club/mine');
      controller.abort();
      await read('/api/club/members');
    };
    expect(await warmUp(plan, controller.signal)).toMatchObject({ complete: false });
    expect(fetchMock).toHaveBeenCalledTimes(1);
  });

  it('replaces the copies an earlier warm-up kept that this one no longer names', async () => {
    echo();
    await warmUp(readAll('/api/club/games', '/api/games/1'), new AbortController().signal);
    await revalidate('/api/news/list');
    await warmUp(readAll('/api/club/games', '/api/games/2'), new AbortController().signal);
    const keys = (await db.httpCache.toArray()).map((entry) => entry.key).sort();
    expect(keys).toEqual(['/api/club/games', '/api/games/2', '/api/news/list', WARMED_KEYS_KEY]);
  });

  it('does nothing for a visitor', async () => {
    clearTicket();
    const fetchMock = echo();
    expect(await warmUp(readAll('/api/club/mine'), new AbortController().signal)).toEqual({
      complete: false,
      keys: [],
    });
    expect(fetchMock).not.toHaveBeenCalled();
  });
});
