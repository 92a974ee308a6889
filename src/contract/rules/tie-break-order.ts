// The two sets of tie-breakers by name and in order (tie-breakers.ts applies them), apart from
// the ranking itself so that their Chinese wording (tie-break-messages.ts) can name them too.

export type TieBreakRules = 'wfdf' | 'usau';

export type TieBreakCriterion =
  | 'wins'
  | 'headToHeadWins'
  | 'fewestForfeits'
  | 'headToHeadDiff'
  | 'commonOpponentsDiff'
  | 'headToHeadScoredPerGame'
  | 'commonOpponentsScoredPerGame'
  | 'totalScored'
  | 'lastResort';

/** The criteria that break a tie on games won, in order, before the last resort. */
export const TIE_BREAK_ORDER: Record<TieBreakRules, readonly TieBreakCriterion[]> = {
  wfdf: [
    'headToHeadWins',
    'fewestForfeits',
    'headToHeadDiff',
    'commonOpponentsDiff',
    'headToHeadScoredPerGame',
    'commonOpponentsScoredPerGame',
  ],
  usau: ['headToHeadWins', 'headToHeadDiff', 'commonOpponentsDiff', 'totalScored'],
};
