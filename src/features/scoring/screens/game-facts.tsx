// The game's rules as they stand: the winning score (lowered by a cap), halftime once reached,
// and the cap times.
import { Stack, Text } from '@chakra-ui/react';
import type { GameRules, Team } from '../../../contract/scoring';
import type { GameState } from '../../../contract/scoring/derive';
import { MSG } from '../messages';
import { formatClock } from './format-time';

interface GameFactsProps {
  rules: GameRules;
  state: GameState;
  teamNames: Record<Team, string>;
}

export function GameFacts({ rules, state, teamNames }: GameFactsProps) {
  const { halftime, capTimes } = state;
  const caps = MSG.capTimes(
    capTimes.soft === null ? null : formatClock(capTimes.soft),
    capTimes.hard === null ? null : formatClock(capTimes.hard),
  );
  return (
    <Stack gap="1" bg="bg" p="4" borderRadius="l3" shadow="sm" fontSize="md">
      <Text fontWeight="bold">
        {MSG.target(state.target)}
        {state.cap === 'soft'
          ? `（${MSG.softCap}）`
          : state.cap === 'hard'
            ? `（${MSG.hardCap}）`
            : ''}
      </Text>
      {halftime ? (
        <Text fontWeight="bold" color="purple.800" data-testid="halftime">
          {MSG.halftime(teamNames[halftime.team], halftime.homeScore, halftime.awayScore)}
        </Text>
      ) : (
        <Text color="gray.800">{MSG.halftimeAt(rules.halftimeAt)}</Text>
      )}
      {caps ? <Text color="gray.800">{caps}</Text> : null}
      {state.targetReachedBy && state.status === 'live' ? (
        <Text fontWeight="bold" color="green.800">
          {MSG.targetReached(teamNames[state.targetReachedBy])}
        </Text>
      ) : null}
    </Stack>
  );
}
