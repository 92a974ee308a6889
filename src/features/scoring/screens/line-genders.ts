// Whether a mixed line fits the point's ratio, as far as the roster knows the players' genders
// (docs/scoring-model.md, "Lines"). A warning only: the roster may lack a gender, a line may be
// partial, and the point is the volunteer's to record as played.
import type { Ratio } from '../../../contract/scoring';

const ALLOWED: Record<Ratio, { F: number; M: number }> = {
  F4: { F: 4, M: 3 },
  M4: { F: 3, M: 4 },
};

export type LineGenderCheck = 'fits' | 'tooManyWomen' | 'tooManyMen' | 'unknown';

/** `unknown` when some player's gender is missing and the known ones do not already break it. */
export function checkLineGenders(
  ratio: Ratio,
  players: readonly { gender?: 'M' | 'F' }[],
): LineGenderCheck {
  const women = players.filter((p) => p.gender === 'F').length;
  const men = players.filter((p) => p.gender === 'M').length;
  if (women > ALLOWED[ratio].F) return 'tooManyWomen';
  if (men > ALLOWED[ratio].M) return 'tooManyMen';
  return women + men < players.length ? 'unknown' : 'fits';
}
