// The facts every training shows, in list and detail alike.
import type { TrainingSummary } from '../../contract/content-portal';
import { TRAINING_MESSAGES as M } from './messages';

export function trainingFacts(t: TrainingSummary): [string, string][] {
  return [
    [M.when, M.dates(t.startDate, t.endDate)],
    [M.where, `${t.city} · ${t.place}`],
    [M.level, t.levelName],
    [M.fee, t.fee > 0 ? M.yuan(t.fee) : M.free],
    [M.capacity, M.seats(t.capacity)],
  ];
}
