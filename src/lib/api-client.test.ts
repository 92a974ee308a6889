import { beforeEach, describe, expect, it, vi } from 'vitest';
import { z } from 'zod';
import { apiGet, apiRequest } from './api-client';
import { ApiError } from './api-error';
import { loadPage } from './full-page-load';
import { HTTP_STATUS_TEXT } from './http-status-text';
import { notificationToaster } from './notify';
import { envelope, requestOf, stubFetch } from './test-support/fake-fetch';
import { resetLib } from './test-support/reset-lib';
import { getTicket, setTicket } from './ticket';

const shown = () =>
  notificationToaster
    .getVisibleToasts()
    .map((item) => ({ title: item.title, description: item.description }));

async function rejection(promise: Promise<unknown>): Promise<ApiError> {
  const error = await promise.then(
    () => {
      throw new Error('the call should have failed');
    },
    (reason: unknown) => reason,
  );
  expect(error).toBeInstanceOf(ApiError);
  return error as ApiError;
}

// jsdom cannot load another page: the client's request for one is what these tests observe.
vi.mock('./full-page-load', () => ({ loadPage: vi.fn() }));
const navigate = vi.mocked(loadPage);

beforeEach(async () => {
  await resetLib();
  navigate.mockClear();
});

describe('every call', () => {
  it('sends the ticket from localStorage as a header, with credentials', async () => {
    setTicket('t-123');
    const fetchMock = stubFetch(() => envelope({ ok: true }));
    await apiGet('/api/index');
    const request = requestOf(fetchMock);
    expect(request.headers.get('ticket')).toBe('t-123');
    expect(request.credentials).toBe('include');
    expect(request.url).toBe(`${window.location.origin}/api/index`);
  });

  it('sends no ticket header for a visitor', async () => {
    const fetchMock = stubFetch(() => envelope(null));
    await apiGet('/api/index');
    expect(requestOf(fetchMock).headers.has('ticket')).toBe(false);
  });

  it('adds search parameters, skipping empty ones', async () => {
    const fetchMock = stubFetch(() => envelope([]));
    await apiGet('/api/user/search', { searchParams: { name: '张三', page: 2, city: undefined } });
    const url = new URL(requestOf(fetchMock).url);
    expect(url.pathname).toBe('/api/user/search');
    expect(url.searchParams.get('name')).toBe('张三');
    expect(url.searchParams.get('page')).toBe('2');
    expect(url.searchParams.has('city')).toBe(false);
  });
});

describe('the envelope', () => {
  it('resolves with data when code is 0, without a notification', async () => {
    stubFetch(() => envelope({ id: 7, name: '飞盘' }));
    await expect(apiGet('/api/index')).resolves.toEqual({ id: 7, name: '飞盘' });
    expect(shown()).toEqual([]);
  });

  it('shows a business error titled by message, described by data, and rejects', async () => {
    stubFetch(() => envelope('比赛已结束，不能再记分', 1000, '操作失败'));
    const error = await rejection(
      apiRequest('/api/volunteer/save/score', { method: 'POST', json: { id: 'x' } }),
    );
    expect(error).toMatchObject({
      kind: 'business',
      code: 1000,
      message: '操作失败',
      data: '比赛已结束，不能再记分',
    });
    expect(shown()).toEqual([{ title: '操作失败', description: '比赛已结束，不能再记分' }]);
  });

  it('describes structured data as text', async () => {
    stubFetch(() =>
      envelope(
        [{ path: 'phone', message: '手机号格式不正确' }, { message: '请输入密码' }],
        1001,
        '参数错误',
      ),
    );
    await rejection(apiRequest('/api/user/pwLogin', { method: 'POST', json: {} }));
    expect(shown()).toEqual([{ title: '参数错误', description: '手机号格式不正确；请输入密码' }]);
  });

  it('on body code 401 clears the ticket and goes to the home page', async () => {
    setTicket('expired');
    window.history.replaceState(null, '', '/user/center');
    stubFetch(() => envelope(null, 401, '未登录或登录已过期，请重新登录'));
    const error = await rejection(apiGet('/api/user/center'));
    expect(error).toMatchObject({ kind: 'business', code: 401 });
    expect(getTicket()).toBeNull();
    expect(navigate).toHaveBeenCalledWith('/');
  });

  it('on body code 401 stays put when asked not to redirect', async () => {
    setTicket('expired');
    window.history.replaceState(null, '', '/news');
    stubFetch(() => envelope(null, 401, '未登录'));
    await rejection(
      apiGet('/api/user/getUserInfo', { redirectOnUnauthorized: false, silent: true }),
    );
    expect(getTicket()).toBeNull();
    expect(navigate).not.toHaveBeenCalled();
    expect(shown()).toEqual([]);
  });

  it('checks data against a schema when given one', async () => {
    stubFetch(() => envelope({ id: 'not a number' }));
    const error = await rejection(apiGet('/api/x', { schema: z.object({ id: z.number() }) }));
    expect(error.kind).toBe('invalid');
    stubFetch(() => envelope({ id: 3, extra: true }));
    await expect(apiGet('/api/x', { schema: z.object({ id: z.number() }) })).resolves.toEqual({
      id: 3,
    });
  });

  it('calls a schema that cannot load (its chunk, offline) a network failure', async () => {
    stubFetch(() => envelope({ id: 3 }));
    const unloadable = () =>
      Promise.reject(new TypeError('Failed to fetch dynamically imported module'));
    const error = await rejection(apiGet('/api/x', { schema: unloadable, silent: true }));
    expect(error.kind).toBe('network');
  });

  it('rejects an answer that is not an envelope', async () => {
    stubFetch(() => new Response('<html>维护中</html>', { status: 200 }));
    expect((await rejection(apiGet('/api/index'))).kind).toBe('invalid');
  });
});

describe('transport errors', () => {
  const clientStatuses = [400, 401, 403, 404, 406, 410, 422];
  const serverStatuses = [500, 502, 503, 504];

  it.each(clientStatuses)(
    'status %i shows 请求错误 with the URL and the Chinese text',
    async (status) => {
      stubFetch(() => new Response('', { status }));
      const error = await rejection(apiGet('/api/notice/list'));
      const url = `${window.location.origin}/api/notice/list`;
      expect(error).toMatchObject({ kind: 'http', status });
      expect(shown()).toEqual([
        { title: `请求错误 ${status}: ${url}`, description: HTTP_STATUS_TEXT[status] },
      ]);
    },
  );

  it.each(serverStatuses)('status %i is a request error of kind server', async (status) => {
    stubFetch(() => new Response('', { status }));
    const error = await rejection(apiGet('/api/index'));
    expect(error).toMatchObject({ kind: 'server', status });
    expect(shown()).toEqual([
      {
        title: `请求错误 ${status}: ${window.location.origin}/api/index`,
        description: HTTP_STATUS_TEXT[status],
      },
    ]);
  });

  it('falls back to the status text for a status outside the table', async () => {
    stubFetch(() => new Response('', { status: 418, statusText: "I'm a teapot" }));
    await rejection(apiGet('/api/index'));
    expect(shown()[0]?.description).toBe("I'm a teapot");
  });

  it('shows 网络异常，无法连接服务器 when no answer comes back', async () => {
    stubFetch(() => {
      throw new TypeError('Failed to fetch');
    });
    const error = await rejection(apiGet('/api/index'));
    expect(error).toMatchObject({ kind: 'network', message: '网络异常，无法连接服务器' });
    expect(shown().map((item) => item.title)).toEqual(['网络异常，无法连接服务器']);
  });

  it('keeps quiet when silent', async () => {
    stubFetch(() => new Response('', { status: 503 }));
    await rejection(apiGet('/api/index', { silent: true }));
    stubFetch(() => envelope(null, 1000, '失败'));
    await rejection(apiGet('/api/index', { silent: true }));
    expect(shown()).toEqual([]);
  });
});

describe('bodies and answers', () => {
  it('sends a JSON body', async () => {
    const fetchMock = stubFetch(() => envelope({ ticket: 't' }));
    await apiRequest('/api/user/pwLogin', {
      method: 'POST',
      json: { phone: '13800000001', password: 'demo1234' },
    });
    const request = requestOf(fetchMock);
    expect(request.method).toBe('POST');
    expect(request.headers.get('content-type')).toMatch(/^application\/json/);
    expect(await request.json()).toEqual({ phone: '13800000001', password: 'demo1234' });
  });

  it('sends a form body', async () => {
    const fetchMock = stubFetch(() => envelope(null));
    await apiRequest('/api/user/update', {
      method: 'POST',
      form: { name: '李四', city: '上海', skip: undefined },
    });
    const request = requestOf(fetchMock);
    expect(request.headers.get('content-type')).toMatch(/^application\/x-www-form-urlencoded/);
    expect(Object.fromEntries(new URLSearchParams(await request.text()))).toEqual({
      name: '李四',
      city: '上海',
    });
  });

  it('sends DELETE with a JSON body', async () => {
    const fetchMock = stubFetch(() => envelope(null));
    await apiRequest('/api/volunteer/delete/score', { method: 'DELETE', json: { id: 'abc' } });
    const request = requestOf(fetchMock);
    expect(request.method).toBe('DELETE');
    expect(await request.json()).toEqual({ id: 'abc' });
  });
});

describe('call errors', () => {
  it('rejects with `timeout of {n}ms exceeded` when the time limit passes', async () => {
    vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout'] });
    stubFetch(
      (request) =>
        new Promise<Response>((_resolve, reject) =>
          request.signal.addEventListener('abort', () => reject(request.signal.reason)),
        ),
    );
    const call = rejection(apiGet('/api/index', { timeout: 1500 }));
    await vi.advanceTimersByTimeAsync(1499);
    await vi.advanceTimersByTimeAsync(1);
    const error = await call;
    expect(error.message).toBe('timeout of 1500ms exceeded');
    expect(error.kind).toBe('timeout');
  });

  it('rejects with `url MUST be a string` for a URL that is not a string', async () => {
    const fetchMock = stubFetch(() => envelope(null));
    const error = await rejection(apiRequest(42));
    expect(error.message).toBe('url MUST be a string');
    expect(error.kind).toBe('invalid');
    expect(fetchMock).not.toHaveBeenCalled();
  });
});
