// The facts every training shows, in list and detail alike, and where its sign-up stands today.
import type { TrainingSummary } from '../../contract/content-portal';
import { trainingSignupState } from '../../contract/training-signup';
import { formatDate } from '../../theme/components/date-format';
import { TRAINING_MESSAGES as M } from './messages';

/** Today in the association's time zone, as the dates of a training are written (YYYY-MM-DD). */
export const today = () => formatDate(Date.now());

/** 报名中 · 剩余 N 个名额, 名额已满 or 报名已截止, by the same rule the server applies. */
export function signupStateText(t: TrainingSummary): string {
  const state = trainingSignupState(t, today());
  if (state === 'open') return M.stateOpen(t.seatsLeft);
  return state === 'full' ? M.full : M.closed;
}

export function trainingFacts(t: TrainingSummary): [string, string][] {
  return [
    [M.when, M.dates(t.startDate, t.endDate)],
    [M.where, `${t.city} · ${t.place}`],
    [M.level, t.levelName],
    [M.fee, t.fee > 0 ? M.yuan(t.fee) : M.free],
    [M.capacity, M.seats(t.capacity)],
    [M.deadline, t.signupDeadline],
  ];
}
