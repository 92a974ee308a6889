// A live game's point controls: the team buttons (ScorePad), then 撤销, which voids the last
// point, and once it has, the notice of which point went with 撤回撤销.
import { Button, Stack } from '@chakra-ui/react';
import type { Team } from '../../../contract/scoring';
import type { TimelinePoint } from '../../../contract/scoring/derive';
import { MSG } from '../messages';
import { OUTLINE_AT_7_TO_1 } from './confirm-pair';
import type { ShownRosters } from './roster-view';
import { ScorePad, type ScorePick } from './score-pad';
import { UndoNotice } from './undo-notice';

interface PlayControlsProps {
  teamNames: Record<Team, string>;
  rosters: ShownRosters;
  /** The point 撤销 would void, if any. */
  lastPoint: TimelinePoint | undefined;
  /** The point the last 撤销 voided, while no other action has followed it. */
  undone: TimelinePoint | null;
  onScore(pick: ScorePick): void;
  onUndo(point: TimelinePoint): void;
  onRedo(point: TimelinePoint): void;
}

export function PlayControls(props: PlayControlsProps) {
  const { teamNames, rosters, lastPoint, undone } = props;
  return (
    <Stack gap="3">
      <ScorePad teamNames={teamNames} rosters={rosters} onScore={props.onScore} />
      <Button
        size="xl"
        {...OUTLINE_AT_7_TO_1}
        borderWidth="2px"
        disabled={lastPoint === undefined}
        aria-description={MSG.undoHint}
        onClick={() => lastPoint && props.onUndo(lastPoint)}
      >
        {MSG.undo}
      </Button>
      {undone ? (
        <UndoNotice point={undone} teamNames={teamNames} rosters={rosters} onRedo={props.onRedo} />
      ) : null}
    </Stack>
  );
}
