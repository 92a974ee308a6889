// One game of the day's list: a link (both team names in its name) to the game screen. A playoff
// game whose teams are still placeholders reads 「A组第1 对 B组第2（待定）」.
import { Box, Flex, Text } from '@chakra-ui/react';
import { Link as RouterLink } from 'react-router-dom';
import type { GameStatus } from '../../../contract/scoring';
import { MSG, STATUS_TEXT } from '../messages';
import type { DayGame } from './use-day-games';
import type { FilledSides } from './fill-placeholders';
import { pendingMatchup, teamsPending } from './pending-teams';
import { shownScore } from './shown-score';

const STATUS_COLORS: Record<GameStatus | 'cancelled', { bg: string; color: string }> = {
  scheduled: { bg: 'gray.200', color: 'gray.900' },
  live: { bg: 'green.800', color: 'white' },
  finished: { bg: 'gray.700', color: 'white' },
  cancelled: { bg: 'red.100', color: 'red.900' },
};

export function gameDetailPath(gameId: number): string {
  return `/scoring/match/detail?id=${gameId}`;
}

/** `reckoned`: the teams this phone worked out for the placeholder sides, before the server's. */
export function GameCard({ game, state, reckoned }: DayGame & { reckoned?: FilledSides }) {
  const score = shownScore(game, state);
  // Staff cancelling a game stands beside its scoring state (docs/competitions.md).
  const cancelled = game.cancelReason != null;
  const colors = STATUS_COLORS[cancelled ? 'cancelled' : state.status];
  return (
    <Box
      asChild
      display="block"
      bg="bg"
      borderWidth="2px"
      borderColor="gray.300"
      borderRadius="l3"
      p="4"
      color="fg"
      textDecoration="none"
      _hover={{ borderColor: 'brand.solid' }}
    >
      <RouterLink to={gameDetailPath(game.id)}>
        <Flex justify="space-between" align="center" gap="2" fontSize="sm" color="gray.700">
          <Text>
            {game.time} · {MSG.field} {game.field}
            {game.round ? ` · ${game.round}` : ''}
          </Text>
          <Text
            fontWeight="bold"
            px="2"
            borderRadius="l1"
            bg={colors.bg}
            color={colors.color}
            flexShrink={0}
          >
            {cancelled ? MSG.cancelled : STATUS_TEXT[state.status]}
          </Text>
        </Flex>
        {teamsPending(game) ? (
          <Text mt="2" fontSize="lg" fontWeight="bold" color="gray.700">
            {pendingMatchup(game)}
            {reckoned && (reckoned.home || reckoned.away) ? (
              <Text as="span" display="block" fontSize="md" fontWeight="normal">
                {MSG.reckoned(
                  reckoned.home ?? game.homePlaceholder ?? game.home.name,
                  reckoned.away ?? game.awayPlaceholder ?? game.away.name,
                )}
              </Text>
            ) : null}
          </Text>
        ) : (
          <Flex align="center" gap="3" mt="2">
            <Text flex="1" fontSize="lg" fontWeight="bold" textAlign="end" lineClamp={2}>
              {game.home.name}
            </Text>
            <Text fontSize="2xl" fontWeight="bold" fontVariantNumeric="tabular-nums" flexShrink={0}>
              {score.home}:{score.away}
            </Text>
            <Text flex="1" fontSize="lg" fontWeight="bold" lineClamp={2}>
              {game.away.name}
            </Text>
          </Flex>
        )}
        <Text mt="1" fontSize="sm" color="gray.700" truncate>
          {game.competitionName}
        </Text>
      </RouterLink>
    </Box>
  );
}
