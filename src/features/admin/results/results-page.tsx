// /admin/competitions/:id/results: the standings per pool as the public page computes them, the
// exports, and the games with their results; a finished game links to 更正比分.
// Its game rows and page frame match the schedule's and the sign-up list's in shape only (one
// Chakra prop a line, other values and columns).
import { Box, Button, Flex, Heading, Stack, Text } from '@chakra-ui/react';
import { Link as RouterLink, useParams } from 'react-router-dom';
import type { ResultGame } from '../../../contract/admin-results';
import { adminResultsApi } from '../../../contract/api/admin-results';
import { useApi } from '../../../lib/api-read';
import { DataState } from '../../../theme/components/data-state';
import { CompetitionTabs } from '../shell/competition-tabs';
import { ExportButtons } from './export-buttons';
import { statusOf } from './results-export';
import { RESULTS_MESSAGES as M } from './results-messages';
import { gameResultPath } from './results-paths';
import { StandingsTables } from './standings-tables';

function GameRow({ game, competitionId }: { game: ResultGame; competitionId: number }) {
  const finished = game.status === 'finished' && !game.cancelled;
  return (
    <Box as="li" bg="bg" borderWidth="1px" borderRadius="l2" p="3" listStyleType="none">
      <Flex justify="space-between" gap="2" wrap="wrap" fontSize="sm" color="fg.muted">
        <Text>
          {game.date} {game.time} · {game.field}
          {game.pool ? ` · ${game.pool}` : ''}
        </Text>
        <Text fontWeight="semibold" color="fg">
          {statusOf(game)}
          {game.corrections > 0 ? ` · ${M.correctedTimes(game.corrections)}` : ''}
        </Text>
      </Flex>
      <Flex align="center" gap="3" mt="1" justify="space-between" wrap="wrap">
        <Text fontWeight="semibold" minW="0" overflowWrap="anywhere">
          {game.homeName} {M.vs} {game.awayName}
        </Text>
        <Flex align="center" gap="3">
          <Text fontWeight="bold" fontSize="lg" fontVariantNumeric="tabular-nums">
            {game.homeScore}:{game.awayScore}
          </Text>
          <Button asChild size="sm" variant="outline" minH="11">
            <RouterLink
              to={gameResultPath(competitionId, game.id)}
              aria-label={
                finished
                  ? M.correctLabel(game.homeName, game.awayName)
                  : M.resultLabel(game.homeName, game.awayName)
              }
            >
              {finished ? M.correctLink : M.resultLink}
            </RouterLink>
          </Button>
        </Flex>
      </Flex>
    </Box>
  );
}

export function ResultsPage() {
  const id = Number(useParams().id);
  const result = useApi(adminResultsApi.competition, { params: { id } });
  return (
    <Stack gap="4">
      <CompetitionTabs competitionId={id} current="results" />
      <DataState result={result}>
        {({ competition, pools, games }) => (
          <Stack gap="6">
            <Heading as="h2" size="lg" overflowWrap="anywhere">
              {competition.name}
            </Heading>
            <StandingsTables pools={pools} />
            <ExportButtons competitionId={id} name={competition.name} />
            <Stack as="section" aria-labelledby="results-games" gap="2">
              <Heading as="h2" size="md" id="results-games">
                {M.games}
              </Heading>
              {games.length === 0 ? <Text>{M.noGames}</Text> : null}
              <Stack as="ul" gap="2">
                {games.map((game) => (
                  <GameRow key={game.id} game={game} competitionId={id} />
                ))}
              </Stack>
            </Stack>
          </Stack>
        )}
      </DataState>
    </Stack>
  );
}
