import { act, renderHook } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { ApiError } from '../../../lib/api-error';
import { renderWithSystem } from '../../../theme/components/test-render';
import { useOfflineRefusal } from './offline-refusal';

const NOTE = '当前离线，无法发送邀请，请联网后再试';

function goOffline(offline: boolean) {
  vi.spyOn(navigator, 'onLine', 'get').mockReturnValue(!offline);
  window.dispatchEvent(new Event(offline ? 'offline' : 'online'));
}

afterEach(() => vi.restoreAllMocks());

describe('useOfflineRefusal', () => {
  it('offline, sends nothing, rejects as a lost call and says why next to the action', async () => {
    goOffline(true);
    const { result } = renderHook(() => useOfflineRefusal('发送邀请'));
    const call = vi.fn(async () => 'sent');
    await expect(result.current.send(call)).rejects.toMatchObject({ kind: 'network' });
    expect(call).not.toHaveBeenCalled();
    const { getByRole } = renderWithSystem(<>{result.current.note}</>);
    expect(getByRole('alert').textContent).toBe(NOTE);
  });

  it('online, sends the call and shows nothing', async () => {
    goOffline(false);
    const { result } = renderHook(() => useOfflineRefusal('发送邀请'));
    await expect(result.current.send(async () => 'sent')).resolves.toBe('sent');
    expect(result.current.note).toBeNull();
  });

  it('says the same when the network swallowed a call sent online', async () => {
    goOffline(false);
    const { result } = renderHook(() => useOfflineRefusal('发送邀请'));
    await act(async () => {
      await expect(
        result.current.send(async () => {
          throw new ApiError('network', '网络异常，无法连接服务器');
        }),
      ).rejects.toBeInstanceOf(ApiError);
    });
    const { getByRole } = renderWithSystem(<>{result.current.note}</>);
    expect(getByRole('alert').textContent).toBe(NOTE);
  });
});
