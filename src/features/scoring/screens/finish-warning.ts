// 结束比赛 before either team has the winning score is usually a mis-tap, unless a cap has ended
// the game early: then the confirmation says so. A cap counts once its time has passed, even
// before the point that makes it take effect.
import type { GameState } from '../../../contract/scoring/derive';
import { MSG } from '../messages';

type FinishFacts = Pick<GameState, 'targetReachedBy' | 'cap' | 'capTimes' | 'target'>;

export function finishWarning(state: FinishFacts, now: number): string | null {
  if (state.targetReachedBy !== null || state.cap !== 'none') return null;
  const capDue = [state.capTimes.soft, state.capTimes.hard].some(
    (time) => time !== null && now >= time,
  );
  return capDue ? null : MSG.finishEarly(state.target);
}
