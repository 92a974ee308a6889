import { describe, expect, it } from 'vitest';
import { createSyncGuard } from './sync-guard';

describe('createSyncGuard', () => {
  it('hands callers the sync already under way instead of starting a second one', async () => {
    let runs = 0;
    let release = () => {};
    const guarded = createSyncGuard(
      'test',
      async () => {
        runs += 1;
        await new Promise<void>((resolve) => (release = resolve));
        return runs;
      },
      undefined,
    );
    const first = guarded();
    const second = guarded();
    expect(second).toBe(first);
    await Promise.resolve();
    release();
    expect(await Promise.all([first, second])).toEqual([1, 1]);
    const third = guarded();
    await Promise.resolve();
    release();
    expect(await third).toBe(2);
  });

  it('lets a new sync start after one failed', async () => {
    let calls = 0;
    const guarded = createSyncGuard(
      'test',
      async () => {
        calls += 1;
        if (calls === 1) throw new Error('失败');
        return calls;
      },
      undefined,
    );
    await expect(guarded()).rejects.toThrow('失败');
    expect(await guarded()).toBe(2);
  });
});
