// Both team names and the score, the score in an element with role="status" (`home:away`) so a
// screen reader announces each change and tests can read it.
import { Flex, Text } from '@chakra-ui/react';
import type { Team } from '../../../contract/scoring';
import { MSG, STATUS_TEXT } from '../messages';
import type { GameStatus } from '../../../contract/scoring';

interface ScoreboardProps {
  teamNames: Record<Team, string>;
  score: { home: number; away: number };
  status: GameStatus;
}

export function Scoreboard({ teamNames, score, status }: ScoreboardProps) {
  return (
    <Flex direction="column" gap="1" bg="gray.900" color="white" borderRadius="l3" p="4">
      <Text textAlign="center" fontSize="sm" fontWeight="bold" color="gray.200">
        {STATUS_TEXT[status]}
      </Text>
      <Flex align="center" gap="2">
        <Text flex="1" textAlign="center" fontSize="lg" fontWeight="bold" lineClamp={2}>
          <Text as="span" srOnly>
            {MSG.home}
          </Text>
          {teamNames.home}
        </Text>
        <Text
          role="status"
          aria-label={`${MSG.score} ${score.home}:${score.away}`}
          fontSize="5xl"
          fontWeight="bold"
          lineHeight="1"
          fontVariantNumeric="tabular-nums"
          flexShrink={0}
        >
          {score.home}:{score.away}
        </Text>
        <Text flex="1" textAlign="center" fontSize="lg" fontWeight="bold" lineClamp={2}>
          <Text as="span" srOnly>
            {MSG.away}
          </Text>
          {teamNames.away}
        </Text>
      </Flex>
    </Flex>
  );
}
