// One of the club's games: time, field and round, both teams with the score, and the way to both
// rosters. Opening it is a link (?game=), so a game can be bookmarked and reopened offline.
import { Box, Button, Stack, Text } from '@chakra-ui/react';
import type { GameSummary } from '../../../contract/content-competition';
import { GAME_STATUS_LABEL, TEXT } from '../messages';
import { GameRosters } from './game-rosters';

export interface GameCardProps {
  game: GameSummary;
  open: boolean;
  onToggle: () => void;
}

export function GameCard({ game, open, onToggle }: GameCardProps) {
  const played = game.status !== 'scheduled';
  return (
    <Box
      as="li"
      borderWidth={game.status === 'live' ? '2px' : '1px'}
      borderColor={game.status === 'live' ? 'red.solid' : 'border'}
      borderRadius="l2"
      p="3"
    >
      <Stack gap="3">
        <Text fontSize="sm" color="fg.muted" display="flex" gap="2" flexWrap="wrap">
          <span>{game.time}</span>
          <span>{game.field}</span>
          {game.round ? <span>{game.round}</span> : null}
          <Text as="span" fontWeight="semibold" color={game.status === 'live' ? 'red.fg' : 'fg'}>
            {GAME_STATUS_LABEL[game.status]}
          </Text>
        </Text>
        <Box
          display="grid"
          gridTemplateColumns="minmax(0, 1fr) auto minmax(0, 1fr)"
          alignItems="center"
          gap="2"
        >
          <Text textAlign="end" fontWeight="medium">
            {game.home.name}
          </Text>
          <Text fontSize="xl" fontWeight="bold" fontVariantNumeric="tabular-nums" px="2">
            {played ? `${game.homeScore} : ${game.awayScore}` : TEXT.versus}
          </Text>
          <Text fontWeight="medium">{game.away.name}</Text>
        </Box>
        <Box>
          <Button variant="outline" minH="11" aria-expanded={open} onClick={onToggle}>
            {open ? TEXT.hideRosters : TEXT.showRosters}
          </Button>
        </Box>
        {open && <GameRosters gameId={game.id} />}
      </Stack>
    </Box>
  );
}
