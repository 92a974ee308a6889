import { describe, expect, it } from 'vitest';
import { finishWarning } from './finish-warning';

const BEGAN = 1_000_000;
const live = {
  targetReachedBy: null,
  cap: 'none' as const,
  capTimes: { soft: null, hard: null },
  target: 15,
};

describe('finishWarning', () => {
  it('warns when neither team has the winning score and no cap applies', () => {
    expect(finishWarning(live, BEGAN)).toBe(
      '双方都还没有达到 15 分，也没有到上限时间，比赛通常还没有结束。',
    );
  });

  it('says nothing once a team has reached the target', () => {
    expect(finishWarning({ ...live, targetReachedBy: 'home' }, BEGAN)).toBeNull();
  });

  it('says nothing once a cap took effect, or its time has passed', () => {
    expect(finishWarning({ ...live, cap: 'soft', target: 12 }, BEGAN)).toBeNull();
    const capped = { ...live, capTimes: { soft: BEGAN + 60_000, hard: BEGAN + 120_000 } };
    expect(finishWarning(capped, BEGAN + 30_000)).not.toBeNull();
    expect(finishWarning(capped, BEGAN + 60_000)).toBeNull();
  });
});
