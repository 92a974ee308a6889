// The rules a competition roster must meet: the club's division is the competition's,
// every player an active member, no one twice, the size limit, the gender rules of the division.
import type { CompetitionsTable, Gender } from '../../db/schema';
import type { Selectable } from 'kysely';
import { BusinessError } from '../../http/business-error';
import { MSG } from './club-messages';

export interface RosterCandidate {
  userId: number;
  name: string;
  gender: Gender | null;
  number: number | null;
}

type Competition = Pick<
  Selectable<CompetitionsTable>,
  'division' | 'min_male' | 'min_female' | 'max_roster'
>;

const GENDER_OF_DIVISION = { MALE: 'M', FEMALE: 'F' } as const;

export function checkRoster(competition: Competition, players: readonly RosterCandidate[]) {
  const ids = new Set(players.map((p) => p.userId));
  if (ids.size !== players.length) throw new BusinessError(MSG.duplicatePlayer);
  const numbers = players.map((p) => p.number).filter((n): n is number => n !== null);
  if (new Set(numbers).size !== numbers.length) throw new BusinessError(MSG.duplicateNumber);
  if (players.length > competition.max_roster) {
    throw new BusinessError(MSG.rosterTooLong(competition.max_roster));
  }
  if (competition.division === 'MIX') {
    const men = players.filter((p) => p.gender === 'M').length;
    const women = players.filter((p) => p.gender === 'F').length;
    if (men < competition.min_male || women < competition.min_female) {
      throw new BusinessError(
        MSG.mixedMinimums(competition.min_male, competition.min_female, men, women),
        undefined,
        { men, women },
      );
    }
    return;
  }
  const wanted = GENDER_OF_DIVISION[competition.division];
  const misfit = players.find((p) => p.gender !== wanted);
  if (misfit) {
    throw new BusinessError(MSG.wrongGender(competition.division, misfit.name), undefined, {
      userId: misfit.userId,
    });
  }
}

/** Registration windows are dates (or ISO times, of which the date counts), both days included. */
export function registrationOpen(
  competition: { registration_opens: string | null; registration_closes: string | null },
  today: string,
): boolean {
  const opens = competition.registration_opens?.slice(0, 10);
  const closes = competition.registration_closes?.slice(0, 10);
  if (!closes) return false;
  return (!opens || opens <= today) && today <= closes;
}
