// How a registration reads to people: its stored status, or 已过期 once its season has ended, and why
// a paid one still waits. 37A writes the one function for this for the whole season
// (server/domain/membership/registration-status.ts); until that lands, payments keep the same rule
// here, in one small function, to be replaced by it.
import type { SeasonRegistrationStatus } from '../../../db/schema-season';
import { paymentMessages } from './payment-messages';

export type DisplayedStatus = SeasonRegistrationStatus | 'expired';

export function displayedStatus(
  status: SeasonRegistrationStatus,
  seasonEndsOn: string,
  today: string,
): DisplayedStatus {
  return seasonEndsOn < today ? 'expired' : status;
}

/** Under 18 on the season's first day: the birthday of 18 falls after it. */
export function isMinorOn(birthDate: string | null, startsOn: string): boolean {
  if (!birthDate) return false;
  const eighteenth = `${Number(birthDate.slice(0, 4)) + 18}${birthDate.slice(4)}`;
  return eighteenth > startsOn;
}

export interface ConsentFacts {
  kind: string;
  birth_date: string | null;
  starts_on: string;
  guardian_consented_at: string | null;
}

/** What a paid registration still waits for before it is 有效, or null when nothing. */
export function waitingFor(facts: ConsentFacts): string | null {
  if (facts.kind === 'club' || facts.guardian_consented_at) return null;
  return isMinorOn(facts.birth_date, facts.starts_on)
    ? paymentMessages.guardianConsentMissing
    : null;
}
