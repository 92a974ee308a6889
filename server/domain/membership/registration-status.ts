// The one rule for what a season registration shows (docs/membership.md, "States"): its stored
// state, except that once its season's last day has passed it reads 已过期. Expiry is never
// stored, so no job has to run at midnight and no row can disagree with the calendar. Every part
// of the season (registration, payments, eligibility) reads a registration's status through here.
import type { SeasonRegistrationStatus } from '../../db/schema-season';
import {
  STATUS_LABELS,
  type DisplayStatus,
  type PublicStatus,
} from '../../../src/contract/membership-season';

/** `today` and `endsOn` are `YYYY-MM-DD`, which compare as dates. */
export function displayStatus(
  status: SeasonRegistrationStatus,
  endsOn: string,
  today: string,
): DisplayStatus {
  return endsOn < today ? 'expired' : status;
}

export const displayStatusLabel = (
  status: SeasonRegistrationStatus,
  endsOn: string,
  today: string,
) => STATUS_LABELS[displayStatus(status, endsOn, today)];

/**
 * The query centre's word for one person in the current season, from their registrations with
 * their seasons' ends: 有效 if one of the current season is active; otherwise 已过期 if an
 * earlier season's was; otherwise 未注册 (a pending or refused registration is nobody's business).
 */
export function publicStatus(
  registrations: readonly { seasonId: number; status: SeasonRegistrationStatus; endsOn: string }[],
  currentSeasonId: number | null,
  today: string,
): PublicStatus {
  const active = registrations.filter((r) => r.status === 'active');
  if (active.some((r) => r.seasonId === currentSeasonId && r.endsOn >= today)) return 'active';
  if (active.some((r) => r.endsOn < today)) return 'expired';
  return 'unregistered';
}
