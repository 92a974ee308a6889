import { act, renderHook } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { RESEND_SECONDS, useCountdown } from './use-countdown';

describe('useCountdown', () => {
  beforeEach(() => vi.useFakeTimers());
  afterEach(() => vi.useRealTimers());

  it('is idle until started', () => {
    const { result } = renderHook(() => useCountdown());
    expect(result.current.remaining).toBe(0);
  });

  it('counts 60 seconds down to zero once started', () => {
    const { result } = renderHook(() => useCountdown());
    act(() => result.current.start());
    expect(result.current.remaining).toBe(RESEND_SECONDS);
    act(() => vi.advanceTimersByTime(1000));
    expect(result.current.remaining).toBe(59);
    act(() => vi.advanceTimersByTime(58_000));
    expect(result.current.remaining).toBe(1);
    act(() => vi.advanceTimersByTime(1000));
    expect(result.current.remaining).toBe(0);
    act(() => vi.advanceTimersByTime(5000));
    expect(result.current.remaining).toBe(0);
  });

  it('starts from what the server still asks for', () => {
    const { result } = renderHook(() => useCountdown());
    act(() => result.current.start(45));
    expect(result.current.remaining).toBe(45);
    act(() => vi.advanceTimersByTime(45_000));
    expect(result.current.remaining).toBe(0);
  });

  it('keeps the right second when the timer was held back (a tab in the background)', () => {
    const { result } = renderHook(() => useCountdown());
    act(() => result.current.start());
    // The clock moves 30 s while no timer fires; the next tick still shows the true time left.
    act(() => vi.setSystemTime(Date.now() + 30_000));
    act(() => vi.advanceTimersByTime(250));
    expect(result.current.remaining).toBe(30);
  });
});
