// callApi: the browser calls the API by the route table's entry; the path, method, encoding and
// answer check all come from it.
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { z } from 'zod';
import type { RouteGroup } from '../contract/api/define-route';
import { routePath } from '../contract/api/route-path';
import { callApi } from './api-client';
import { ApiError } from './api-error';
import { envelope, requestOf, stubFetch } from './test-support/fake-fetch';
import { resetLib } from './test-support/reset-lib';

vi.mock('./full-page-load', () => ({ loadPage: vi.fn() }));

beforeEach(async () => {
  await resetLib();
});

const itemSchema = z.object({ id: z.number().int(), name: z.string() });
let schemaLoads = 0;
const { teamRoute, formRoute } = {
  teamRoute: {
    method: 'GET',
    path: '/api/competitions/:id/teams/:clubId',
    summary: '参赛队',
    tags: ['测试'],
    schemas: async () => {
      schemaLoads += 1;
      return { query: z.object({ year: z.string().optional() }), response: itemSchema };
    },
  },
  formRoute: {
    method: 'POST',
    path: '/api/user/update',
    summary: '修改资料',
    tags: ['测试'],
    bodyEncoding: 'form',
    schemas: async () => ({ body: z.object({ name: z.string() }), response: z.null() }),
  },
} satisfies RouteGroup;

describe('callApi', () => {
  it('fills and encodes the path parameters, sends the query, and answers the checked data', async () => {
    const fetchMock = stubFetch(() => envelope({ id: 7, name: '北京飞盘队', extra: 1 }));
    const before = schemaLoads;
    const answer = await callApi(teamRoute, {
      params: { id: 3, clubId: 'a/b' },
      query: { year: '2026' },
    });
    expect(answer).toEqual({ id: 7, name: '北京飞盘队' });
    expect(schemaLoads).toBe(before + 1);
    const url = new URL(requestOf(fetchMock).url);
    expect(url.pathname).toBe('/api/competitions/3/teams/a%2Fb');
    expect(url.searchParams.get('year')).toBe('2026');
    expect(requestOf(fetchMock).method).toBe('GET');
  });

  it('refuses an answer that does not fit the route, as an invalid answer', async () => {
    stubFetch(() => envelope({ id: '7' }));
    const error = await callApi(teamRoute, { params: { id: 3, clubId: 4 } }).catch(
      (reason: unknown) => reason,
    );
    expect(error).toBeInstanceOf(ApiError);
    expect((error as ApiError).kind).toBe('invalid');
  });

  it('sends the body form-encoded when the route says so', async () => {
    const fetchMock = stubFetch(() => envelope(null));
    await callApi(formRoute, { body: { name: '李四' } });
    const request = requestOf(fetchMock);
    expect(request.method).toBe('POST');
    expect(request.headers.get('content-type')).toMatch(/^application\/x-www-form-urlencoded/);
    expect(await request.text()).toBe('name=%E6%9D%8E%E5%9B%9B');
  });
});

describe('routePath', () => {
  it('refuses to build a path with a parameter missing', () => {
    expect(() => routePath(teamRoute, { id: 3 })).toThrow(/clubId/);
  });
});
