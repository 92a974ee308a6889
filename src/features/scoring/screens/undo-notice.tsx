// After 撤销: which point went (「已撤销：6:5 李明得分」), with 撤回撤销 to put it back. The notice
// stays until the volunteer's next action, so a glance away from the phone does not lose it.
import { Button, Flex, Text } from '@chakra-ui/react';
import type { Team } from '../../../contract/scoring';
import type { TimelinePoint } from '../../../contract/scoring/derive';
import { MSG } from '../messages';
import { findPlayer, type ShownRosters } from './roster-view';

interface UndoNoticeProps {
  point: TimelinePoint;
  teamNames: Record<Team, string>;
  rosters: ShownRosters;
  onRedo(point: TimelinePoint): void;
}

export function undoneText(
  point: TimelinePoint,
  teamNames: Record<Team, string>,
  rosters: ShownRosters,
): string {
  const scorer = findPlayer(rosters[point.team], point.scorerId);
  return MSG.undone(`${point.homeScore}:${point.awayScore}`, scorer?.name ?? teamNames[point.team]);
}

export function UndoNotice({ point, teamNames, rosters, onRedo }: UndoNoticeProps) {
  const text = undoneText(point, teamNames, rosters);
  return (
    <Flex
      role="status"
      aria-label={text}
      align="center"
      gap="3"
      bg="bg"
      borderWidth="2px"
      borderColor="gray.700"
      borderRadius="l2"
      p="3"
    >
      <Text flex="1" fontWeight="bold" color="gray.900">
        {text}
      </Text>
      <Button
        size="lg"
        variant="outline"
        colorPalette="gray"
        color="gray.900"
        borderColor="gray.700"
        borderWidth="2px"
        flexShrink={0}
        onClick={() => onRedo(point)}
      >
        {MSG.redo}
      </Button>
    </Flex>
  );
}
