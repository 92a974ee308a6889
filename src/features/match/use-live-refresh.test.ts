import { renderHook } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, test, vi } from 'vitest';
import { LIVE_REFRESH_MS, useLiveRefresh } from './use-live-refresh';

describe('useLiveRefresh', () => {
  beforeEach(() => {
    vi.useFakeTimers();
  });
  afterEach(() => {
    vi.useRealTimers();
    vi.restoreAllMocks();
  });

  test('refreshes on the interval only while live', () => {
    const refresh = vi.fn(() => Promise.resolve());
    const { rerender, unmount } = renderHook(({ live }) => useLiveRefresh(live, refresh), {
      initialProps: { live: false },
    });
    vi.advanceTimersByTime(LIVE_REFRESH_MS * 4);
    expect(refresh).not.toHaveBeenCalled();

    rerender({ live: true });
    vi.advanceTimersByTime(LIVE_REFRESH_MS - 1);
    expect(refresh).not.toHaveBeenCalled();
    vi.advanceTimersByTime(1);
    expect(refresh).toHaveBeenCalledTimes(1);
    vi.advanceTimersByTime(LIVE_REFRESH_MS * 2);
    expect(refresh).toHaveBeenCalledTimes(3);

    rerender({ live: false });
    vi.advanceTimersByTime(LIVE_REFRESH_MS * 4);
    expect(refresh).toHaveBeenCalledTimes(3);

    rerender({ live: true });
    unmount();
    vi.advanceTimersByTime(LIVE_REFRESH_MS * 4);
    expect(refresh).toHaveBeenCalledTimes(3);
  });

  test('skips the refresh while the tab is hidden', () => {
    const refresh = vi.fn(() => Promise.resolve());
    const visibility = vi.spyOn(document, 'visibilityState', 'get').mockReturnValue('hidden');
    renderHook(() => useLiveRefresh(true, refresh));
    vi.advanceTimersByTime(LIVE_REFRESH_MS * 2);
    expect(refresh).not.toHaveBeenCalled();
    visibility.mockReturnValue('visible');
    vi.advanceTimersByTime(LIVE_REFRESH_MS);
    expect(refresh).toHaveBeenCalledTimes(1);
  });

  test('calls the latest refresh function, not the one of the first render', () => {
    const first = vi.fn(() => Promise.resolve());
    const second = vi.fn(() => Promise.resolve());
    const { rerender } = renderHook(({ refresh }) => useLiveRefresh(true, refresh), {
      initialProps: { refresh: first },
    });
    rerender({ refresh: second });
    vi.advanceTimersByTime(LIVE_REFRESH_MS);
    expect(first).not.toHaveBeenCalled();
    expect(second).toHaveBeenCalledTimes(1);
  });
});
