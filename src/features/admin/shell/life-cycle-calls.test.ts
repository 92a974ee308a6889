// The console's life-cycle writes, built once for every kind: which route each sends to with what,
// what it answers, and the toast that confirms it.
import { beforeEach, describe, expect, it } from 'vitest';
import { z } from 'zod';
import type { RouteGroup } from '../../../contract/api/define-route';
import { messageToaster } from '../../../lib/notify';
import { envelope, requestOf, stubFetch } from '../../../lib/test-support/fake-fetch';
import { resetLib } from '../../../lib/test-support/reset-lib';
import { lifeCycleCalls, pinCall } from './life-cycle-calls';

beforeEach(resetLib);

const item = z.object({ id: z.number().int(), title: z.string() });
const body = z.object({ title: z.string() });
const idParam = z.object({ id: z.coerce.number().int() });
const thingApi = {
  create: {
    method: 'POST',
    path: '/api/admin/things',
    summary: '新建',
    tags: ['测试'],
    schemas: async () => ({ body, response: item }),
  },
  update: {
    method: 'POST',
    path: '/api/admin/things/:id',
    summary: '修改',
    tags: ['测试'],
    schemas: async () => ({ params: idParam, body, response: item }),
  },
  publish: {
    method: 'POST',
    path: '/api/admin/things/:id/publish',
    summary: '发布',
    tags: ['测试'],
    schemas: async () => ({
      params: idParam,
      body: z.object({ publishAt: z.string() }),
      response: item,
    }),
  },
  withdraw: {
    method: 'POST',
    path: '/api/admin/things/:id/withdraw',
    summary: '撤回',
    tags: ['测试'],
    schemas: async () => ({ params: idParam, response: item }),
  },
  pin: {
    method: 'POST',
    path: '/api/admin/things/:id/pin',
    summary: '置顶',
    tags: ['测试'],
    schemas: async () => ({
      params: idParam,
      body: z.object({ pinned: z.boolean() }),
      response: item,
    }),
  },
} satisfies RouteGroup;

const TOASTS = {
  saved: '已保存',
  published: '已发布',
  scheduled: '将按时发布',
  withdrawn: '已撤回',
  pinned: '已置顶',
  unpinned: '已取消置顶',
};
const calls = lifeCycleCalls(thingApi, TOASTS);
const pin = pinCall(thingApi.pin, TOASTS);

const SAVED = { id: 5, title: '通知' };
const toasts = () => messageToaster.getVisibleToasts().map((shown) => shown.title);

async function sent(fetchMock: ReturnType<typeof stubFetch>, index = 0) {
  const request = requestOf(fetchMock, index);
  return { path: new URL(request.url).pathname, body: await request.json() };
}

describe('lifeCycleCalls', () => {
  it('creates a new item and saves an edited one, answering it as saved', async () => {
    const fetchMock = stubFetch(() => envelope(SAVED));
    expect(await calls.save(undefined, { title: '通知' })).toEqual(SAVED);
    expect(await calls.save(5, { title: '通知' })).toEqual(SAVED);
    expect(await sent(fetchMock, 0)).toEqual({
      path: '/api/admin/things',
      body: { title: '通知' },
    });
    expect(await sent(fetchMock, 1)).toEqual({
      path: '/api/admin/things/5',
      body: { title: '通知' },
    });
    expect(toasts()).toEqual(['已保存', '已保存']);
  });

  it('publishes now or at a time, and says which', async () => {
    const fetchMock = stubFetch(() => envelope(SAVED));
    await calls.publish(5, '');
    await calls.publish(5, '2026-12-01T02:00:00.000Z');
    expect(await sent(fetchMock, 0)).toEqual({
      path: '/api/admin/things/5/publish',
      body: { publishAt: '' },
    });
    expect((await sent(fetchMock, 1)).body).toEqual({ publishAt: '2026-12-01T02:00:00.000Z' });
    expect(toasts()).toEqual(['将按时发布', '已发布']);
  });

  it('withdraws, pins and unpins by the item id', async () => {
    const fetchMock = stubFetch(() => envelope(SAVED));
    expect(await calls.withdraw(5)).toEqual(SAVED);
    expect(await pin(5, true)).toEqual(SAVED);
    await pin(5, false);
    expect(new URL(requestOf(fetchMock, 0).url).pathname).toBe('/api/admin/things/5/withdraw');
    expect(await sent(fetchMock, 1)).toEqual({
      path: '/api/admin/things/5/pin',
      body: { pinned: true },
    });
    expect((await sent(fetchMock, 2)).body).toEqual({ pinned: false });
    expect(toasts()).toEqual(['已取消置顶', '已置顶', '已撤回']);
  });

  it('shows no toast when the server refuses, and passes the refusal on', async () => {
    stubFetch(() => envelope(null, 1, '只有草稿可以这样保存'));
    await expect(calls.save(5, { title: '通知' })).rejects.toThrow('只有草稿可以这样保存');
    expect(toasts()).not.toContain('已保存');
  });
});
