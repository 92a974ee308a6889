// A team's players as cards: shirt number, name (a link to the member's public page) and gender,
// by number with the unnumbered last. Never a phone number.
import { Box, Text } from '@chakra-ui/react';
import type { RosterPlayer } from '../../contract/content-competition';
import { StandaloneLink } from './standalone-link';

// Kept here, not in component-messages.ts: that module is part of the first load of /home.
const M = {
  noNumber: '—',
  gender: { M: '男', F: '女' },
} as const;

const byNumber = (a: RosterPlayer, b: RosterPlayer) =>
  (a.number ?? Number.MAX_SAFE_INTEGER) - (b.number ?? Number.MAX_SAFE_INTEGER);

export function RosterGrid({ players }: { players: readonly RosterPlayer[] }) {
  return (
    <Box
      as="ul"
      listStyleType="none"
      display="grid"
      gridTemplateColumns={{ base: '1fr', sm: 'repeat(2, 1fr)', lg: 'repeat(4, 1fr)' }}
      gap="2"
    >
      {[...players].sort(byNumber).map((player) => (
        <Box
          as="li"
          key={player.userId}
          display="flex"
          alignItems="center"
          gap="3"
          px="3"
          minH="14"
          borderWidth="1px"
          borderColor="border"
          borderRadius="l2"
        >
          <Text
            as="span"
            minW="10"
            fontSize="lg"
            fontWeight="bold"
            color="brand.fg"
            fontVariantNumeric="tabular-nums"
          >
            {player.number ?? M.noNumber}
          </Text>
          <StandaloneLink
            to={`/member/detail?id=${player.userId}`}
            color="fg"
            fontWeight="medium"
            alignSelf="center"
          >
            {player.name}
          </StandaloneLink>
          <Text as="span" ms="auto" fontSize="sm" color="fg.muted">
            {player.gender ? M.gender[player.gender] : ''}
          </Text>
        </Box>
      ))}
    </Box>
  );
}
