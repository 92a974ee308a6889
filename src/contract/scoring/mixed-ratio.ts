// The gender ratio of a mixed game's points (docs/scoring-model.md, "Mixed games"). Rule A
// (prescribed ratio): the first point's ratio is chosen at the field (the disc flip), and the
// points then go A, B, B, A, A, B, B…, through halftime unchanged. Rule B (offence chooses): before
// each point the team that did not score the last point chooses. The server stores what the phone
// recorded and refuses nothing by it: two phones may race on one point, so a recorded ratio that
// differs from rule A's is flagged, never dropped.
import type { Ratio, RatioRule, Team } from '../scoring';

export const otherRatio = (ratio: Ratio): Ratio => (ratio === 'F4' ? 'M4' : 'F4');

/** Rule A: the ratio of the point at `index` (0 is the first counted point). */
export const ruleARatio = (first: Ratio, index: number): Ratio =>
  Math.floor((index + 1) / 2) % 2 === 0 ? first : otherRatio(first);

/**
 * Rule A's first ratio, read back from the first counted point that carries one, so a first point
 * undone, or one recorded without its ratio, does not lose the pattern.
 */
export function firstRatioOf(points: readonly { ratio: Ratio | null }[]): Ratio | null {
  const index = points.findIndex((point) => point.ratio !== null);
  if (index < 0) return null;
  const recorded = points[index]!.ratio!;
  return ruleARatio(recorded, index) === recorded ? recorded : otherRatio(recorded);
}

export interface NextRatio {
  rule: RatioRule;
  /** The ratio the rules give the next point; null when the volunteer is to choose it. */
  ratio: Ratio | null;
  /** Rule B: the team that chooses (on offence); null before the first point. */
  chooser: Team | null;
  /** The ratio recorded with the last point, offered again where the volunteer chooses. */
  last: Ratio | null;
}

/** The next point's ratio, from the counted points in order. */
export function nextRatioOf(
  rule: RatioRule,
  points: readonly { team: Team; ratio: Ratio | null }[],
): NextRatio {
  const last = points.findLast((point) => point.ratio !== null)?.ratio ?? null;
  if (rule === 'A') {
    const first = firstRatioOf(points);
    return { rule, ratio: first && ruleARatio(first, points.length), chooser: null, last };
  }
  const scoredLast = points.at(-1)?.team;
  const chooser = scoredLast === undefined ? null : scoredLast === 'home' ? 'away' : 'home';
  return { rule, ratio: null, chooser, last };
}

/** Rule A's ratio for each counted point; null where no point carries a ratio, or under rule B. */
export function expectedRatiosOf(
  rule: RatioRule | null,
  points: readonly { ratio: Ratio | null }[],
): (Ratio | null)[] {
  const first = rule === 'A' ? firstRatioOf(points) : null;
  return points.map((_, index) => first && ruleARatio(first, index));
}
