import { act, renderHook } from '@testing-library/react';
import { expect, it } from 'vitest';
import { dismissAllNotifications, notify } from './notify';
import { useToastsShown } from './toasts-shown';

it('turns true at the first toast and stays true after it is gone', () => {
  const { result } = renderHook(() => useToastsShown());
  expect(result.current).toBe(false);
  act(() => {
    notify.error('网络异常，无法连接服务器');
  });
  expect(result.current).toBe(true);
  act(() => dismissAllNotifications());
  expect(result.current).toBe(true);
});
