import { renderHook, waitFor } from '@testing-library/react';
import { beforeEach, describe, expect, it } from 'vitest';
import type { CurrentUser } from '../../contract/account';
import { apiGet } from '../api-client';
import { appStore } from '../app-store';
import { db } from '../db';
import { notificationToaster } from '../notify';
import { envelope, requestOf, stubFetch } from '../test-support/fake-fetch';
import { resetLib } from '../test-support/reset-lib';
import { getTicket, setTicket } from '../ticket';
import {
  currentUserAtom,
  loadCurrentUser,
  logout,
  setCurrentUser,
  signIn,
  useCurrentUser,
} from './current-user';

const player: CurrentUser = {
  id: 11,
  name: '王小飞',
  type: 'player',
  phone: '13800000001',
  gender: 'M',
  city: '北京',
  clubId: 3,
  isClubContact: false,
};

const USER_INFO_URL = '/api/user/getUserInfo';
const LOGOUT_URL = '/api/user/logout';

const state = () => appStore.get(currentUserAtom);

beforeEach(async () => {
  await resetLib();
  appStore.set(currentUserAtom, { status: 'unknown', user: null });
});

describe('loadCurrentUser', () => {
  it('starts unknown, then stores the user the server returns', async () => {
    setTicket('good');
    const fetchMock = stubFetch(() => envelope(player));
    const { result } = renderHook(() => useCurrentUser());
    expect(result.current).toEqual({ status: 'unknown', user: null });
    await loadCurrentUser();
    expect(new URL(requestOf(fetchMock).url).pathname).toBe(USER_INFO_URL);
    expect(requestOf(fetchMock).headers.get('ticket')).toBe('good');
    await waitFor(() => expect(result.current).toEqual({ status: 'loaded', user: player }));
    expect(getTicket()).toBe('good');
  });

  it('on a refusal clears the ticket and leaves the user empty, without a notification', async () => {
    setTicket('expired');
    stubFetch(() => envelope(null, 401, '未登录或登录已过期，请重新登录'));
    await expect(loadCurrentUser()).resolves.toBeNull();
    expect(state()).toEqual({ status: 'loaded', user: null });
    expect(getTicket()).toBeNull();
    expect(notificationToaster.getVisibleToasts()).toEqual([]);
  });

  it('any call answered with body code 401 signs the user out of the app state', async () => {
    setTicket('good');
    setCurrentUser(player);
    stubFetch(() => envelope(null, 401, '未登录'));
    await expect(apiGet('/api/user/center', { silent: true })).rejects.toMatchObject({ code: 401 });
    expect(state()).toEqual({ status: 'loaded', user: null });
    expect(getTicket()).toBeNull();
  });

  it('on a server failure keeps the ticket and the last known user', async () => {
    setTicket('good');
    stubFetch(() => envelope(player));
    await loadCurrentUser();
    appStore.set(currentUserAtom, { status: 'unknown', user: null });
    stubFetch(() => new Response('', { status: 502 }));
    await expect(loadCurrentUser()).resolves.toEqual(player);
    expect(state()).toEqual({ status: 'loaded', user: player });
    expect(getTicket()).toBe('good');
  });

  it('on a refusal other than 401 also drops the ticket', async () => {
    setTicket('good');
    stubFetch(() => envelope(null, 403, '账号已停用'));
    await expect(loadCurrentUser()).resolves.toBeNull();
    expect(state()).toEqual({ status: 'loaded', user: null });
    expect(getTicket()).toBeNull();
  });

  it('treats a visitor without a ticket as nobody, quietly and without asking', async () => {
    const fetchMock = stubFetch(() => envelope(null, 401, '未登录'));
    await loadCurrentUser();
    expect(state()).toEqual({ status: 'loaded', user: null });
    expect(fetchMock).not.toHaveBeenCalled();
    expect(notificationToaster.getVisibleToasts()).toEqual([]);
  });

  it('offline, keeps the ticket and the last known user', async () => {
    setTicket('good');
    stubFetch(() => envelope(player));
    await loadCurrentUser();
    appStore.set(currentUserAtom, { status: 'unknown', user: null });
    stubFetch(() => {
      throw new TypeError('Failed to fetch');
    });
    await expect(loadCurrentUser()).resolves.toEqual(player);
    expect(state()).toEqual({ status: 'loaded', user: player });
    expect(getTicket()).toBe('good');
  });

  it('offline, does not take a kept user of another shape (an older version kept it)', async () => {
    setTicket('good');
    const older = { id: player.id, name: player.name, type: player.type };
    await db.httpCache.put({
      key: USER_INFO_URL,
      url: USER_INFO_URL,
      data: older,
      storedAt: Date.now(),
      owner: player.id,
    });
    stubFetch(() => {
      throw new TypeError('Failed to fetch');
    });
    await expect(loadCurrentUser()).resolves.toBeNull();
    expect(state()).toEqual({ status: 'loaded', user: null });
  });

  it('refuses an answer that is not a user (a captive portal’s page), and keeps the ticket', async () => {
    setTicket('good');
    stubFetch(() => envelope({ ...player, type: 'admin' }));
    await expect(loadCurrentUser()).resolves.toBeNull();
    expect(state()).toEqual({ status: 'loaded', user: null });
    stubFetch(() => new Response('<html>请先登录无线网络</html>', { status: 200 }));
    await expect(loadCurrentUser()).resolves.toBeNull();
    expect(getTicket()).toBe('good');
  });
});

describe('login and logout', () => {
  it('signIn stores the ticket and the user', () => {
    signIn({ ticket: 'new-ticket', user: player });
    expect(getTicket()).toBe('new-ticket');
    expect(state()).toEqual({ status: 'loaded', user: player });
  });

  it('after signIn the app reopened offline still knows who signed in', async () => {
    signIn({ ticket: 'new-ticket', user: player });
    await waitFor(async () => expect(await db.httpCache.get(USER_INFO_URL)).toBeDefined());
    appStore.set(currentUserAtom, { status: 'unknown', user: null });
    stubFetch(() => {
      throw new TypeError('Failed to fetch');
    });
    await expect(loadCurrentUser()).resolves.toEqual(player);
    expect(await db.httpCache.get(USER_INFO_URL)).toMatchObject({ owner: player.id });
  });

  it('logout tells the server, drops the ticket and the user cache, keeps public pages', async () => {
    setTicket('good');
    setCurrentUser(player);
    await db.httpCache.bulkPut([
      { key: '/api/index', url: '/api/index', data: 1, storedAt: 0, owner: null },
      { key: '/api/user/center', url: '/api/user/center', data: 2, storedAt: 0, owner: player.id },
    ]);
    const fetchMock = stubFetch(() => envelope(null));
    await logout();
    const request = requestOf(fetchMock);
    expect([request.method, new URL(request.url).pathname, request.headers.get('ticket')]).toEqual([
      'POST',
      LOGOUT_URL,
      'good',
    ]);
    expect(getTicket()).toBeNull();
    expect(state()).toEqual({ status: 'loaded', user: null });
    expect((await db.httpCache.toArray()).map((entry) => entry.key)).toEqual(['/api/index']);
  });

  it('logout works offline too', async () => {
    setTicket('good');
    setCurrentUser(player);
    stubFetch(() => {
      throw new TypeError('Failed to fetch');
    });
    await logout();
    expect(getTicket()).toBeNull();
    expect(state().user).toBeNull();
    expect(notificationToaster.getVisibleToasts()).toEqual([]);
  });
});
