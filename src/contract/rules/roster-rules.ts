// The rules a competition roster must meet, once for both sides: the club centre checks them
// live while players are picked, the server checks them again before it stores a roster.
// Pure functions over plain values; the messages are in roster-messages.
import type { Division } from '../division';
import { ROSTER_MSG } from './roster-messages';

export type RosterGender = 'M' | 'F' | null;

/** What a competition asks of a roster. */
export interface RosterRules {
  division: Division;
  minMale: number;
  minFemale: number;
  maxRoster: number;
  /** Fewest players a roster may have; 0 or left out asks for no minimum beyond one player. */
  minRoster?: number;
}

export interface RosterPlayer {
  userId: number;
  name: string;
  gender: RosterGender;
  /** The jersey number the player wears in this competition, if any. */
  number?: number | null;
}

export interface RosterProblem {
  message: string;
  /** What the refusal is about, for the envelope's `data`. */
  data?: { userId: number } | { men: number; women: number };
}

export interface RosterCheck {
  total: number;
  men: number;
  women: number;
  /** Every rule the roster breaks, in the order a person would fix them; empty when it may be sent. */
  problems: RosterProblem[];
}

/** Whether a player of this gender may be on a roster of the division at all. */
export function fitsDivision(division: Division, gender: RosterGender): boolean {
  if (division === 'MALE') return gender === 'M';
  if (division === 'FEMALE') return gender === 'F';
  return true;
}

const hasRepeats = <T>(items: readonly T[]) => new Set(items).size !== items.length;

export function checkRoster(rules: RosterRules, players: readonly RosterPlayer[]): RosterCheck {
  const men = players.filter((player) => player.gender === 'M').length;
  const women = players.filter((player) => player.gender === 'F').length;
  const total = players.length;
  const problems: RosterProblem[] = [];
  const numbers = players.flatMap((player) => (player.number == null ? [] : [player.number]));

  if (total === 0) problems.push({ message: ROSTER_MSG.empty });
  if (hasRepeats(players.map((player) => player.userId))) {
    problems.push({ message: ROSTER_MSG.duplicatePlayer });
  }
  if (hasRepeats(numbers)) problems.push({ message: ROSTER_MSG.duplicateNumber });
  if (total > 0 && total < (rules.minRoster ?? 0)) {
    problems.push({ message: ROSTER_MSG.tooShort(rules.minRoster ?? 0) });
  }
  if (total > rules.maxRoster) problems.push({ message: ROSTER_MSG.tooLong(rules.maxRoster) });
  if (rules.division === 'MIX') {
    const lackMen = Math.max(0, rules.minMale - men);
    const lackWomen = Math.max(0, rules.minFemale - women);
    if (lackMen > 0 || lackWomen > 0) {
      problems.push({
        message: ROSTER_MSG.mixedMinimums(rules.minMale, rules.minFemale, lackMen, lackWomen),
        data: { men, women },
      });
    }
  } else {
    const misfit = players.find((player) => !fitsDivision(rules.division, player.gender));
    if (misfit) {
      problems.push({
        message: ROSTER_MSG.wrongGender(rules.division, misfit.name),
        data: { userId: misfit.userId },
      });
    }
  }
  return { total, men, women, problems };
}

/** Registration windows are dates (or ISO times, of which the date counts), both days included. */
export function registrationOpen(
  window: { opens: string | null; closes: string | null },
  today: string,
): boolean {
  const opens = window.opens?.slice(0, 10);
  const closes = window.closes?.slice(0, 10);
  if (!closes) return false;
  return (!opens || opens <= today) && today <= closes;
}
