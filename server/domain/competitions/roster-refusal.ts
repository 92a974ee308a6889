// The shared roster rules (src/contract/rules) applied to a competition as stored: the first rule
// a roster breaks becomes the registration call's refusal.
import type { Selectable } from 'kysely';
import {
  checkRoster,
  type RosterPlayer,
  type RosterRules,
} from '../../../src/contract/rules/roster-rules';
import type { CompetitionsTable } from '../../db/schema';
import { BusinessError } from '../../http/business-error';

type Competition = Selectable<CompetitionsTable>;

export const rosterRulesOf = (
  competition: Pick<
    Competition,
    'division' | 'min_male' | 'min_female' | 'max_roster' | 'min_roster'
  >,
): RosterRules => ({
  division: competition.division,
  minMale: competition.min_male,
  minFemale: competition.min_female,
  maxRoster: competition.max_roster,
  minRoster: competition.min_roster,
});

export const registrationWindowOf = (
  competition: Pick<Competition, 'registration_opens' | 'registration_closes'>,
) => ({ opens: competition.registration_opens, closes: competition.registration_closes });

export function assertRoster(
  competition: Parameters<typeof rosterRulesOf>[0],
  players: readonly RosterPlayer[],
): void {
  const problem = checkRoster(rosterRulesOf(competition), players).problems[0];
  if (problem) throw new BusinessError(problem.message, undefined, problem.data ?? null);
}
