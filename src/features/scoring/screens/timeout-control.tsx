// Timeouts per half: one button per team, with what it has used of its allowance in the half
// under way; a team that has used them all cannot take another (the server refuses it too).
import { Button, Grid, Heading, Stack, Text } from '@chakra-ui/react';
import { memo } from 'react';
import type { Team } from '../../../contract/scoring';
import type { TimeoutsUsed } from '../../../contract/scoring/derive';
import { MSG } from '../messages';

interface TimeoutControlProps {
  teamNames: Record<Team, string>;
  perHalf: number;
  secondHalf: boolean;
  used: Record<Team, TimeoutsUsed>;
  onTimeout(team: Team): void;
}

export const TimeoutControl = memo(function TimeoutControl({
  teamNames,
  perHalf,
  secondHalf,
  used,
  onTimeout,
}: TimeoutControlProps) {
  const half = secondHalf ? 'secondHalf' : 'firstHalf';
  return (
    <Stack gap="2" bg="bg" p="4" borderRadius="l3" shadow="sm">
      <Heading as="h2" size="md">
        {MSG.timeoutsTitle(secondHalf ? MSG.secondHalf : MSG.firstHalf, perHalf)}
      </Heading>
      <Grid templateColumns="repeat(2, minmax(0, 1fr))" gap="3">
        {(['home', 'away'] as const).map((team) => (
          <Stack key={team} gap="1">
            <Button
              size="xl"
              variant="outline"
              colorPalette="gray"
              borderWidth="2px"
              borderColor="gray.600"
              color="gray.900"
              whiteSpace="normal"
              h="auto"
              minH="14"
              py="2"
              disabled={used[team][half] >= perHalf}
              onClick={() => onTimeout(team)}
            >
              {MSG.takeTimeout(teamNames[team])}
            </Button>
            <Text textAlign="center" fontSize="sm" color="gray.800">
              {MSG.timeoutsLeft(used[team][half], perHalf)}
            </Text>
          </Stack>
        ))}
      </Grid>
    </Stack>
  );
});
