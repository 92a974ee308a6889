// Possible duplicates (src/contract/scoring/possible-duplicates.ts): the same team scored twice
// within half a minute on two phones. Both volunteers see each pair with who recorded which point,
// and either keeps both (两分都保留) or undoes the later one (撤销这一分); nothing is merged
// or dropped on its own, and both points count until then.
import { Button, Grid, Heading, Stack, Text } from '@chakra-ui/react';
import type { PossibleDuplicate } from '../../../contract/scoring/possible-duplicates';
import type { TimelinePoint } from '../../../contract/scoring/derive';
import type { Team } from '../../../contract/scoring';
import type { SyncMark } from '../local/scoring-tables';
import { MSG } from '../messages';
import { OUTLINE_AT_7_TO_1 } from './confirm-pair';
import { formatClock } from './format-time';
import { recorderLabel } from './recorder-names';

interface DuplicatePanelProps {
  duplicates: readonly PossibleDuplicate[];
  timeline: readonly TimelinePoint[];
  teamNames: Record<Team, string>;
  marks: ReadonlyMap<string, SyncMark>;
  recorders: ReadonlyMap<string, string>;
  /** Undo is refused once the game is finished; keeping both is not. */
  mayUndo: boolean;
  onKeep(scoreIds: [string, string]): void;
  onUndo(point: TimelinePoint): void;
}

export function DuplicatePanel({
  duplicates,
  timeline,
  teamNames,
  marks,
  recorders,
  mayUndo,
  onKeep,
  onUndo,
}: DuplicatePanelProps) {
  if (duplicates.length === 0) return null;
  const points = new Map(timeline.map((point) => [point.scoreId, point]));
  const describe = (point: TimelinePoint) =>
    `${point.homeScore}:${point.awayScore}（${formatClock(point.at)}，${recorderLabel(point.scoreId, recorders, marks)}）`;
  return (
    <Stack
      as="section"
      aria-label={MSG.duplicatesTitle}
      gap="3"
      bg="yellow.50"
      borderWidth="2px"
      borderColor="yellow.700"
      borderRadius="l3"
      p="4"
    >
      <Heading as="h2" size="md">
        {MSG.duplicatesTitle}
      </Heading>
      {duplicates.map((duplicate) => {
        const [first, second] = duplicate.scoreIds.map((id) => points.get(id));
        if (!first || !second) return null;
        return (
          <Stack key={duplicate.scoreIds.join('+')} gap="2">
            <Text color="gray.900">
              {MSG.duplicateHint(teamNames[duplicate.team], describe(first), describe(second))}
            </Text>
            <Grid templateColumns={mayUndo ? '1fr 1fr' : '1fr'} gap="3">
              <Button size="lg" {...OUTLINE_AT_7_TO_1} onClick={() => onKeep(duplicate.scoreIds)}>
                {MSG.keepBoth}
              </Button>
              {mayUndo ? (
                <Button size="lg" colorPalette="red" bg="red.700" onClick={() => onUndo(second)}>
                  {MSG.undoDuplicate}
                </Button>
              ) : null}
            </Grid>
          </Stack>
        );
      })}
    </Stack>
  );
}
