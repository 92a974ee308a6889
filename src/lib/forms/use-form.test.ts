import { act, renderHook } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { ApiError } from '../api-error';
import { useForm } from './use-form';
import { passwordLoginBody } from '../../contract/account';

// The login body has no city: a field the contract does not name is sent as typed, unchecked.
const RULES = { schema: async () => passwordLoginBody };
const EMPTY = { phone: '', password: '', city: '' };

describe('useForm', () => {
  it('shows every error and sends nothing while the form is wrong', async () => {
    const { result } = renderHook(() => useForm(RULES, EMPTY));
    const action = vi.fn(async () => undefined);
    await act(() => result.current.submit(action));
    expect(action).not.toHaveBeenCalled();
    expect(result.current.errors).toEqual({ phone: '请输入手机号', password: '请输入密码' });
  });

  it('clears the error of a field as soon as it changes', async () => {
    const { result } = renderHook(() => useForm(RULES, EMPTY));
    await act(() => result.current.submit(async () => undefined));
    act(() => result.current.setValue('phone', '1'));
    expect(result.current.errors.phone).toBeUndefined();
    expect(result.current.errors.password).toBe('请输入密码');
  });

  it('binds a control to one field: its value, its edit and its error', async () => {
    const { result } = renderHook(() => useForm(RULES, EMPTY));
    await act(() => result.current.submit(async () => undefined));
    expect(result.current.bind('phone')).toMatchObject({ value: '', error: '请输入手机号' });
    act(() => result.current.bind('phone').onValueChange('13800000001'));
    expect(result.current.bind('phone')).toMatchObject({ value: '13800000001', error: undefined });
    expect(result.current.bind('password').error).toBe('请输入密码');
  });

  it('sends trimmed values, passwords exactly as typed', async () => {
    const { result } = renderHook(() => useForm(RULES, EMPTY, ['password']));
    act(() => {
      result.current.setValue('phone', ' 13800000001 ');
      result.current.setValue('password', ' secret1 ');
      result.current.setValue('city', ' 北京 ');
    });
    const action = vi.fn(async () => undefined);
    await act(() => result.current.submit(action));
    expect(action).toHaveBeenCalledWith({
      phone: '13800000001',
      password: ' secret1 ',
      city: '北京',
    });
    expect(result.current.submitting).toBe(false);
  });

  it('checks only the fields asked for (the phone before a code is sent)', async () => {
    const { result } = renderHook(() => useForm(RULES, EMPTY));
    let passed = true;
    await act(async () => {
      passed = await result.current.checkFields(['phone']);
    });
    expect(passed).toBe(false);
    expect(result.current.errors).toEqual({ phone: '请输入手机号' });
  });

  it("keeps the server's refusal of a submit until a field changes", async () => {
    const { result } = renderHook(() =>
      useForm(RULES, { ...EMPTY, phone: '13800000001', password: 'secret1' }),
    );
    const refused = () => Promise.reject(new ApiError('business', '手机号或密码错误'));
    await act(() => result.current.submit(refused));
    expect(result.current.refusal).toEqual({ title: '手机号或密码错误' });
    act(() => result.current.setValue('password', 'secret2'));
    expect(result.current.refusal).toBeNull();
    await act(() => result.current.submit(refused));
    act(() => result.current.clearRefusal());
    expect(result.current.refusal).toBeNull();
  });

  it('is ready again after a call that failed', async () => {
    const { result } = renderHook(() =>
      useForm(RULES, { ...EMPTY, phone: '13800000001', password: 'secret1' }),
    );
    await act(() => result.current.submit(() => Promise.reject(new Error('手机号或密码错误'))));
    expect(result.current.submitting).toBe(false);
  });
});
