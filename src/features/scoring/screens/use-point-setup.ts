// What the next point will be recorded with besides its team, scorer and assist: a mixed game's
// ratio (the rules' own, or the volunteer's choice, the last one kept) and, where lines are
// tracked, each team's line (the last point's until the volunteer changes it).
import { useCallback, useState } from 'react';
import type { GameRules, Ratio, Team } from '../../../contract/scoring';
import type { GameState } from '../../../contract/scoring/derive';
import { pointDetailsOf, type PointDetails } from '../../../contract/scoring/scoring-event';

/** Before any point carries one, the chooser starts at 4女3男. */
const FIRST_CHOICE: Ratio = 'F4';

export function usePointSetup(rules: GameRules | undefined, state: GameState | undefined) {
  const [chosen, setChosen] = useState<Ratio | null>(null);
  const [picked, setPicked] = useState<Partial<Record<Team, number[]>>>({});
  const next = state?.nextRatio ?? null;
  const ratio = next ? (next.ratio ?? chosen ?? next.last ?? FIRST_CHOICE) : null;
  const trackLines = rules?.trackLines === true;
  const lines: Record<Team, readonly number[]> = {
    home: picked.home ?? state?.lastLines.home ?? [],
    away: picked.away ?? state?.lastLines.away ?? [],
  };
  const details: PointDetails = pointDetailsOf({
    ratio,
    homeLine: trackLines && lines.home.length > 0 ? lines.home : null,
    awayLine: trackLines && lines.away.length > 0 ? lines.away : null,
  });
  const onLine = useCallback(
    (team: Team, line: number[]) => setPicked((before) => ({ ...before, [team]: line })),
    [],
  );
  return { next, ratio, trackLines, lines, details, onChoose: setChosen, onLine };
}
