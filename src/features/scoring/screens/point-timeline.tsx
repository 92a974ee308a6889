// The point-by-point record, newest first: running score, scorer, assist, team, time and a mixed
// point's ratio (flagged where rule A gives another), who
// recorded it (「张三记录」, the other phone's points marked 另一台手机), and a 待同步 mark on points
// that have not reached the server yet. Rows are memoised: a new point renders one row, not the
// whole game's.
import { Box, Flex, Heading, Stack, Text } from '@chakra-ui/react';
import { memo } from 'react';
import type { Team } from '../../../contract/scoring';
import type { TimelinePoint } from '../../../contract/scoring/derive';
import type { SyncMark } from '../local/scoring-tables';
import { MSG } from '../messages';
import { formatClock } from './format-time';
import { recorderLabel } from './recorder-names';
import { findPlayer, playerLabel, type ShownRosters } from './roster-view';

interface PointTimelineProps {
  timeline: TimelinePoint[];
  rosters: ShownRosters;
  teamNames: Record<Team, string>;
  /** This phone's actions by id: a point not among them came from another phone. */
  marks: ReadonlyMap<string, SyncMark>;
  /** Who recorded each event, as the server named them (recorder-names.ts). */
  recorders: ReadonlyMap<string, string>;
}

interface PointRowProps {
  score: string;
  team: Team;
  teamName: string;
  scorer: string;
  assist: string;
  at: number;
  /** The point's ratio as shown (4女3男), and whether rule A gives another. */
  ratio: string | null;
  ratioMismatch: boolean;
  pending: boolean;
  recordedBy: string;
  otherPhone: boolean;
}

const PointRow = memo(function PointRow(row: PointRowProps) {
  return (
    <Flex
      as="li"
      gap="3"
      py="2"
      px={row.otherPhone ? '2' : '0'}
      borderTopWidth="1px"
      borderColor="gray.200"
      bg={row.otherPhone ? 'purple.50' : undefined}
      align="center"
    >
      <Text
        fontWeight="bold"
        fontSize="lg"
        fontVariantNumeric="tabular-nums"
        minW="14"
        color={row.team === 'home' ? 'blue.800' : 'red.800'}
      >
        {row.score}
      </Text>
      <Box flex="1" minW="0">
        <Text fontWeight="bold" truncate>
          {row.scorer}
        </Text>
        <Text fontSize="sm" color="gray.800" truncate>
          {MSG.assist} {row.assist}
        </Text>
        <Text fontSize="sm" color="gray.700" truncate>
          {row.teamName} · {formatClock(row.at)}
          {row.ratio ? ` · ${row.ratio}` : ''}
        </Text>
        {row.ratioMismatch ? (
          <Text fontSize="sm" fontWeight="bold" color="orange.800">
            {MSG.ratioMismatch}
          </Text>
        ) : null}
        <Text fontSize="sm" color={row.otherPhone ? 'purple.900' : 'gray.700'} truncate>
          {row.recordedBy}
          {row.otherPhone ? ` · ${MSG.otherPhone}` : ''}
        </Text>
      </Box>
      {row.pending ? (
        <Text fontSize="sm" fontWeight="bold" color="orange.800" flexShrink={0}>
          {MSG.pointPending}
        </Text>
      ) : null}
    </Flex>
  );
});

export function PointTimeline({
  timeline,
  rosters,
  teamNames,
  marks,
  recorders,
}: PointTimelineProps) {
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
          <PointRow
            key={point.scoreId}
            score={`${point.homeScore}:${point.awayScore}`}
            team={point.team}
            teamName={teamNames[point.team]}
            scorer={name(point.team, point.scorerId)}
            assist={name(point.team, point.assistId)}
            at={point.at}
            ratio={point.ratio && MSG.ratio[point.ratio]}
            ratioMismatch={point.ratioMismatch}
            pending={marks.get(point.scoreId) === 'pending'}
            recordedBy={recorderLabel(point.scoreId, recorders, marks)}
            otherPhone={!marks.has(point.scoreId)}
          />
        ))}
      </Stack>
    </Stack>
  );
}
