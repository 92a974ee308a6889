// One game opened from the club's games: the latest score and both teams' rosters (with points
// played and plus-minus where lines were recorded), read through
// the SWR cache (warmed at sign-in), so it opens at a field without signal.
import { Box, Heading, Stack, Text } from '@chakra-ui/react';
import { matchApi } from '../../../contract/api/match';
import type { GamePlayer } from '../../../contract/content-competition';
import { useApi } from '../../../lib/api-read';
import { DataState } from '../../../theme/components/data-state';
import { GAME_STATUS_LABEL, TEXT } from '../messages';

function TeamRoster({ team, players }: { team: string; players: readonly GamePlayer[] }) {
  return (
    <Stack as="section" aria-label={team} gap="2" minW="0">
      <Heading as="h4" size="sm">
        {TEXT.teamRoster(team, players.length)}
      </Heading>
      {players.length === 0 ? (
        <Text color="fg.muted">{TEXT.noTeamRoster}</Text>
      ) : (
        <Box as="ol" listStyleType="none" display="grid" gap="1">
          {players.map((player) => (
            <Box as="li" key={player.id} display="flex" gap="3" fontSize="sm">
              <Text as="span" minW="8" textAlign="end" fontVariantNumeric="tabular-nums">
                {player.number ?? '—'}
              </Text>
              <Text as="span">{player.name}</Text>
              {player.line ? (
                <Text as="span" color="fg.muted">
                  {TEXT.lineStats(player.line.played, player.line.plusMinus)}
                </Text>
              ) : null}
            </Box>
          ))}
        </Box>
      )}
    </Stack>
  );
}

export function GameRosters({ gameId }: { gameId: number }) {
  const result = useApi(matchApi.game, { params: { id: gameId } });
  return (
    <DataState result={result} isEmpty={() => false}>
      {(game) => (
        <Stack gap="3">
          <Text fontWeight="semibold">
            {TEXT.latestScore}：{game.home.name} {game.homeScore} : {game.awayScore}{' '}
            {game.away.name}（{GAME_STATUS_LABEL[game.status]}）
          </Text>
          <Box display="grid" gridTemplateColumns="repeat(2, minmax(0, 1fr))" gap="4">
            <TeamRoster team={game.home.name} players={game.homeRoster} />
            <TeamRoster team={game.away.name} players={game.awayRoster} />
          </Box>
        </Stack>
      )}
    </DataState>
  );
}
