// /admin/competitions/:id/results/games/:gameId: one game's result — its counted points, 更正比分
// when it is finished, the corrections made (who, when, why), 弃权, and the printable sheet.
import { Box, Button, Flex, Heading, Link, Stack, Text } from '@chakra-ui/react';
import { Link as RouterLink, useParams } from 'react-router-dom';
import type { GameResult } from '../../../contract/admin-results';
import { adminResultsApi } from '../../../contract/api/admin-results';
import { useApi } from '../../../lib/api-read';
import { DataState } from '../../../theme/components/data-state';
import { formatDate } from '../../../theme/components/date-format';
import { CompetitionTabs, competitionPagePath } from '../shell/competition-tabs';
import { CorrectionForms } from './correction-forms';
import { ForfeitSection } from './forfeit-section';
import { statusOf } from './results-export';
import { RESULTS_MESSAGES as M } from './results-messages';
import { gameSheetPath } from './results-paths';

function Points({ result }: { result: GameResult }) {
  const { game, points } = result;
  const teamName = (team: 'home' | 'away') => (team === 'home' ? game.homeName : game.awayName);
  return (
    <Stack as="section" aria-labelledby="result-points" gap="2">
      <Heading as="h2" size="md" id="result-points">
        {M.points}
      </Heading>
      {points.length === 0 ? <Text>{M.noPoints}</Text> : null}
      <Box as="ol" listStyleType="none" display="grid" gap="1" fontVariantNumeric="tabular-nums">
        {points.map((point) => (
          <Box as="li" key={point.id}>
            {M.pointLine(point.homeScore, point.awayScore, teamName(point.team), point.scorer)}
            {point.corrected ? M.correctedMark : ''}
          </Box>
        ))}
      </Box>
    </Stack>
  );
}

function Corrections({ result }: { result: GameResult }) {
  const { game, corrections } = result;
  const teamName = (team: 'home' | 'away' | null) =>
    team === 'home' ? game.homeName : team === 'away' ? game.awayName : '';
  return (
    <Stack as="section" aria-labelledby="result-corrections" gap="2">
      <Heading as="h2" size="md" id="result-corrections">
        {M.corrections}
      </Heading>
      {corrections.length === 0 ? <Text>{M.noCorrections}</Text> : null}
      <Stack as="ul" gap="2">
        {corrections.map((c) => (
          <Box
            as="li"
            key={c.id}
            listStyleType="none"
            bg="bg"
            borderWidth="1px"
            borderRadius="l2"
            p="3"
          >
            <Text fontWeight="semibold">{M.correctionLine(c.kind, teamName(c.team))}</Text>
            <Text fontSize="sm" color="fg.muted" overflowWrap="anywhere">
              {M.correctionBy(c.staffName, formatDate(c.at, 'datetime'), c.reason)}
            </Text>
          </Box>
        ))}
      </Stack>
    </Stack>
  );
}

export function GameResultPage() {
  const params = useParams();
  const competitionId = Number(params.id);
  const gameId = Number(params.gameId);
  const result = useApi(adminResultsApi.game, { params: { id: gameId } });
  return (
    <Stack gap="4">
      <CompetitionTabs competitionId={competitionId} current="results" />
      <DataState result={result}>
        {(data) => {
          const { game } = data;
          const correctable = game.status === 'finished' && !game.cancelled;
          return (
            <Stack gap="6">
              <Flex justify="space-between" align="center" gap="3" wrap="wrap">
                <Link asChild color="brand.fg">
                  <RouterLink to={competitionPagePath(competitionId, 'results')}>
                    {M.backToResults}
                  </RouterLink>
                </Link>
                <Button asChild variant="outline" minH="11">
                  <RouterLink to={gameSheetPath(competitionId, game.id)}>{M.printSheet}</RouterLink>
                </Button>
              </Flex>
              <Box bg="bg" borderWidth="1px" borderRadius="l2" p="4">
                <Text fontSize="sm" color="fg.muted">
                  {game.date} {game.time} · {game.field}
                  {game.pool ? ` · ${game.pool}` : ''} · {statusOf(game)}
                </Text>
                <Flex align="center" gap="3" mt="1" wrap="wrap">
                  <Heading as="h2" size="lg" overflowWrap="anywhere">
                    {game.homeName} {M.vs} {game.awayName}
                  </Heading>
                  <Text
                    fontSize="2xl"
                    fontWeight="bold"
                    fontVariantNumeric="tabular-nums"
                    aria-label={`${M.sheet.finalScore} ${game.homeScore}:${game.awayScore}`}
                  >
                    {game.homeScore}:{game.awayScore}
                  </Text>
                </Flex>
              </Box>
              {correctable ? (
                <CorrectionForms result={data} />
              ) : (
                <Text>{M.correct.finishedOnly}</Text>
              )}
              <Points result={data} />
              <Corrections result={data} />
              <ForfeitSection result={data} />
            </Stack>
          );
        }}
      </DataState>
    </Stack>
  );
}
