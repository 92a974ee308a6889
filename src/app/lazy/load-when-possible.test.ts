import { afterEach, describe, expect, it, vi } from 'vitest';
import { loadWhenPossible, RETRY_DELAYS_MS } from './load-when-possible';

afterEach(() => {
  vi.useRealTimers();
});

describe('loadWhenPossible', () => {
  it('resolves with the module when the load works', async () => {
    const load = vi.fn(() => Promise.resolve({ default: 'ok' }));
    await expect(loadWhenPossible(load)()).resolves.toEqual({ default: 'ok' });
    expect(load).toHaveBeenCalledTimes(1);
  });

  it('never rejects: it tries again, later and later, until the load works', async () => {
    vi.useFakeTimers();
    const load = vi
      .fn<() => Promise<string>>()
      .mockRejectedValueOnce(new TypeError('Failed to fetch dynamically imported module'))
      .mockRejectedValueOnce(new TypeError('Failed to fetch dynamically imported module'))
      .mockResolvedValueOnce('模块');
    const settled = vi.fn();
    void loadWhenPossible(load)().then(settled, settled);

    await vi.advanceTimersByTimeAsync(RETRY_DELAYS_MS[0] - 1);
    expect(load).toHaveBeenCalledTimes(1);
    await vi.advanceTimersByTimeAsync(1);
    expect(load).toHaveBeenCalledTimes(2);
    expect(settled).not.toHaveBeenCalled();

    await vi.advanceTimersByTimeAsync(RETRY_DELAYS_MS[1]);
    expect(load).toHaveBeenCalledTimes(3);
    expect(settled).toHaveBeenCalledWith('模块');
  });
});
