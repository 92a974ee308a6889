import { act, renderHook } from '@testing-library/react';
import { beforeEach, describe, expect, it } from 'vitest';
import { apiRequest } from '../api-client';
import { ApiError } from '../api-error';
import { notificationToaster } from '../notify';
import { envelope, stubFetch } from '../test-support/fake-fetch';
import { resetLib } from '../test-support/reset-lib';
import { refusalOf } from './refusal';
import { useSubmitRefusal } from './use-submit-refusal';

const toastTitles = () => notificationToaster.getVisibleToasts().map((item) => item.title);

beforeEach(resetLib);

describe('refusalOf', () => {
  it('says the server reason of a business error, with data only when it is text', () => {
    expect(refusalOf(new ApiError('business', '手机号或密码错误', { code: 1000 }))).toEqual({
      title: '手机号或密码错误',
    });
    const limited = new ApiError('business', '请 49 秒后再试', {
      code: 1029,
      data: { retryAfterSeconds: 49 },
    });
    expect(refusalOf(limited)).toEqual({ title: '请 49 秒后再试' });
    const issues = [{ path: 'phone', message: '手机号格式不正确' }, { message: '请输入密码' }];
    expect(
      refusalOf(new ApiError('business', '手机号格式不正确', { code: 1001, data: issues })),
    ).toEqual({ title: '手机号格式不正确', description: '手机号格式不正确；请输入密码' });
  });

  it('puts transport failures in plain Chinese, without a URL or English', () => {
    expect(refusalOf(new ApiError('timeout', 'timeout of 30000ms exceeded'))).toEqual({
      title: '网络异常，无法连接服务器',
      description: '请求超时，请稍后重试',
    });
    const server = refusalOf(new ApiError('server', '请求错误 503: http://x/api', { status: 503 }));
    expect(server).toEqual({ title: '请求错误 503', description: expect.stringContaining('服务') });
    expect(refusalOf(new TypeError('x is undefined'))).toEqual({ title: '操作失败，请稍后重试' });
  });

  it('refuses nothing when the call was cancelled', () => {
    expect(refusalOf(new DOMException('aborted', 'AbortError'))).toBeNull();
  });
});

describe('useSubmitRefusal', () => {
  it('keeps the reason of a refused call and takes back its 1.5 s notification', async () => {
    stubFetch(() => envelope(null, 1009, '你已是其他俱乐部的成员，请先申请退出'));
    const { result } = renderHook(() => useSubmitRefusal());
    let succeeded = true;
    await act(async () => {
      succeeded = await result.current.run(() =>
        apiRequest('/api/user/accept', { method: 'POST', json: { id: 1 } }),
      );
    });
    expect(succeeded).toBe(false);
    expect(result.current.refusal).toEqual({ title: '你已是其他俱乐部的成员，请先申请退出' });
    expect(toastTitles()).toEqual([]);
  });

  it('clears when the person retries, and when what it was about changes', async () => {
    let typed = '1';
    const { result, rerender } = renderHook(() => useSubmitRefusal([typed]));
    await act(() => result.current.run(() => Promise.reject(new ApiError('network', '网络异常'))));
    expect(result.current.refusal?.title).toBe('网络异常');
    rerender();
    expect(result.current.refusal?.title).toBe('网络异常');
    typed = '12';
    rerender();
    expect(result.current.refusal).toBeNull();

    await act(() => result.current.run(() => Promise.reject(new ApiError('network', '网络异常'))));
    expect(result.current.refusal).not.toBeNull();
    let retried = false;
    await act(async () => {
      retried = await result.current.run(async () => undefined);
    });
    expect(retried).toBe(true);
    expect(result.current.refusal).toBeNull();
  });

  it('shows a refusal only under the item whose action was refused', async () => {
    const { result } = renderHook(() => useSubmitRefusal());
    await act(() =>
      result.current.run(() => Promise.reject(new ApiError('business', '该邀请已处理')), 7),
    );
    expect(result.current.refusalFor(7)).toEqual({ title: '该邀请已处理' });
    expect(result.current.refusalFor(8)).toBeNull();
  });

  it('leaves the notification of a call it did not run', async () => {
    stubFetch(() => envelope(null, 1000, '比赛已结束'));
    await apiRequest('/api/x', { method: 'POST' }).catch(() => undefined);
    const { result } = renderHook(() => useSubmitRefusal());
    await act(() => result.current.run(() => Promise.reject(new ApiError('business', '别的'))));
    expect(toastTitles()).toEqual(['比赛已结束']);
  });
});

describe("the API client's notification of a refusal", () => {
  it('describes it with text only, never with the JSON of data meant for the program', async () => {
    stubFetch(() => envelope({ retryAfterSeconds: 49 }, 1029, '请 49 秒后再试'));
    await apiRequest('/api/user/sendCheckCode', { method: 'POST' }).catch(() => undefined);
    const [shown] = notificationToaster.getVisibleToasts();
    expect(shown?.title).toBe('请 49 秒后再试');
    expect(shown?.description).toBeUndefined();
  });
});
