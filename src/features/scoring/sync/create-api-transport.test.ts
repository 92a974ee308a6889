import { describe, expect, it } from 'vitest';
import { ApiError } from '../../../lib/api-error';
import type { ScoringAction } from '../local/scoring-action';
import { createApiTransport, type VolunteerCalls } from './create-api-transport';
import { SyncError } from './sync-error';

const stamp = { gameId: 3, deviceId: 'dev', at: 1700 };
const begin: ScoringAction = { ...stamp, type: 'begin', id: 'b1', seq: 1 };
const score: ScoringAction = {
  ...stamp,
  type: 'score',
  id: 's1',
  seq: 2,
  team: 'away',
  scorerId: 8,
  assistId: null,
};
const undo: ScoringAction = { ...stamp, type: 'deleteScore', id: 'u1', seq: 3, scoreId: 's1' };

interface Call {
  method: 'POST' | 'DELETE';
  url: string;
  body: unknown;
  options: unknown;
}

function fakeCalls(answer: (call: Call) => unknown) {
  const calls: Call[] = [];
  const make = (method: Call['method']) => async (url: string, body: unknown, options: unknown) => {
    const call = { method, url, body, options };
    calls.push(call);
    const result = answer(call);
    if (result instanceof Error) throw result;
    return result;
  };
  const api: VolunteerCalls = { post: make('POST'), delete: make('DELETE') };
  return { api, calls };
}

describe('createApiTransport', () => {
  it('sends one action by its single call, silently and without leaving the page on a 401', async () => {
    const { api, calls } = fakeCalls(() => ({ id: 'b1' }));
    expect(await createApiTransport(api).send([begin])).toEqual([{ code: 0, message: '' }]);
    expect(calls).toEqual([
      {
        method: 'POST',
        url: '/api/volunteer/begin',
        body: { id: 'b1', gameId: 3, at: 1700, deviceId: 'dev', seq: 1 },
        options: { silent: true, redirectOnUnauthorized: false },
      },
    ]);
  });

  it('voids a score by DELETE naming the score', async () => {
    const { api, calls } = fakeCalls(() => null);
    await createApiTransport(api).send([undo]);
    expect(calls[0]).toMatchObject({
      method: 'DELETE',
      url: '/api/volunteer/delete/score',
      body: { id: 's1', gameId: 3, at: 1700, deviceId: 'dev', seq: 3 },
    });
  });

  it('sends several actions in one batch call and answers each', async () => {
    const { api, calls } = fakeCalls(() => ({
      results: [
        { id: 'b1', code: 0, message: '成功', data: null },
        { id: 's1', code: 4003, message: '比赛尚未开始', data: null },
      ],
    }));
    const answers = await createApiTransport(api).send([begin, score]);
    expect(answers).toEqual([
      { code: 0, message: '成功' },
      { code: 4003, message: '比赛尚未开始' },
    ]);
    expect(calls).toHaveLength(1);
    expect(calls[0]).toMatchObject({
      url: '/api/volunteer/batch',
      body: {
        actions: [
          { type: 'begin', id: 'b1', gameId: 3 },
          { type: 'score', id: 's1', team: 'away', scorerId: 8, assistId: null, seq: 2 },
        ],
      },
    });
  });

  it('falls back to single calls when the server has no batch call, and remembers it', async () => {
    const { api, calls } = fakeCalls((call) =>
      call.url.endsWith('/batch') ? new ApiError('http', '请求错误 404', { status: 404 }) : {},
    );
    const transport = createApiTransport(api);
    expect(await transport.send([begin, score])).toHaveLength(2);
    await transport.send([begin, score]);
    expect(calls.map((call) => call.url)).toEqual([
      '/api/volunteer/batch',
      '/api/volunteer/begin',
      '/api/volunteer/save/score',
      '/api/volunteer/begin',
      '/api/volunteer/save/score',
    ]);
  });

  it('answers a business rejection of a single call with its code and message', async () => {
    const { api } = fakeCalls(() => new ApiError('business', '比赛已结束', { code: 4003 }));
    expect(await createApiTransport(api).send([score])).toEqual([
      { code: 4003, message: '比赛已结束' },
    ]);
  });

  it.each([
    [new ApiError('business', '未登录', { code: 401 }), 'needs-login'],
    [new ApiError('network', '网络异常，无法连接服务器'), 'network'],
    [new ApiError('timeout', 'timeout of 30000ms exceeded'), 'timeout'],
    [new ApiError('server', '请求错误 502', { status: 502 }), 'server'],
    [new ApiError('http', '请求错误 429', { status: 429 }), 'server'],
    [new ApiError('invalid', '服务器返回的数据格式不正确'), 'invalid'],
  ])('turns %s into a sync failure', async (error, reason) => {
    for (const actions of [[score], [begin, score]]) {
      const { api } = fakeCalls(() => error);
      const failure = await createApiTransport(api)
        .send(actions)
        .catch((caught: unknown) => caught);
      expect(failure).toBeInstanceOf(SyncError);
      expect((failure as SyncError).reason).toBe(reason);
    }
  });

  it('treats a malformed batch answer as invalid', async () => {
    const { api } = fakeCalls(() => ({ results: 'nope' }));
    await expect(createApiTransport(api).send([begin, score])).rejects.toMatchObject({
      reason: 'invalid',
    });
  });
});
