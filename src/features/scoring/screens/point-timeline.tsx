// The point-by-point record, newest first: running score, team, scorer, assist, time, and a
// 待同步 mark on points that have not reached the server yet.
import { Box, Flex, Heading, Stack, Text } from '@chakra-ui/react';
import type { Team } from '../../../contract/volunteer';
import type { TimelinePoint } from '../local/derive-game-state';
import type { SyncMark } from '../local/scoring-tables';
import { MSG } from '../messages';
import { formatClock } from './format-time';
import { findPlayer, playerLabel, type ShownRosters } from './roster-view';

interface PointTimelineProps {
  timeline: TimelinePoint[];
  rosters: ShownRosters;
  teamNames: Record<Team, string>;
  marks: ReadonlyMap<string, SyncMark>;
}

export function PointTimeline({ timeline, rosters, teamNames, marks }: PointTimelineProps) {
  const name = (team: Team, id: number | null) => {
    const player = findPlayer(rosters[team], id);
    return player ? playerLabel(player) : MSG.noScorer;
  };
  return (
    <Stack gap="2" bg="bg" p="4" borderRadius="l3" shadow="sm">
      <Heading as="h2" size="md">
        {MSG.timeline}
      </Heading>
      {timeline.length === 0 ? <Text color="gray.700">{MSG.noPoints}</Text> : null}
      <Stack as="ol" gap="0" listStyleType="none">
        {[...timeline].reverse().map((point) => (
          <Flex
            as="li"
            key={point.scoreId}
            gap="3"
            py="2"
            borderTopWidth="1px"
            borderColor="gray.200"
            align="center"
          >
            <Text
              fontWeight="bold"
              fontSize="lg"
              fontVariantNumeric="tabular-nums"
              minW="14"
              color={point.team === 'home' ? 'blue.800' : 'red.800'}
            >
              {point.homeScore}:{point.awayScore}
            </Text>
            <Box flex="1" minW="0">
              <Text fontWeight="bold" truncate>
                {name(point.team, point.scorerId)}
              </Text>
              <Text fontSize="sm" color="gray.800" truncate>
                {MSG.assist} {name(point.team, point.assistId)}
              </Text>
              <Text fontSize="sm" color="gray.700" truncate>
                {teamNames[point.team]} · {formatClock(point.at)}
              </Text>
            </Box>
            {marks.get(point.scoreId) === 'pending' ? (
              <Text fontSize="sm" fontWeight="bold" color="orange.800" flexShrink={0}>
                {MSG.pointPending}
              </Text>
            ) : null}
          </Flex>
        ))}
      </Stack>
    </Stack>
  );
}
