// 精神分未提交 on a competition's console page (docs/competitions.md, "Spirit scores"): the finished
// games whose teams have not given their spirit score yet, so staff can remind them in time.
import { Box, Heading, Stack, Text } from '@chakra-ui/react';
import { useId } from 'react';
import { adminCompetitionsApi } from '../../../contract/api/admin-competitions';
import { useApi } from '../../../lib/api-read';
import { DataState } from '../../../theme/components/data-state';
import { COMPETITIONS_MESSAGES as M } from './competitions-messages';

export function SpiritMissingSection({ competitionId }: { competitionId: number }) {
  const id = useId();
  const result = useApi(adminCompetitionsApi.spiritMissing, { params: { id: competitionId } });
  return (
    <Stack as="section" aria-labelledby={id} gap="3">
      <Heading as="h2" id={id} size="lg">
        {M.spirit.title}
      </Heading>
      <DataState result={result} isEmpty={() => false}>
        {(answer) => (
          <Stack gap="3">
            <Text color="fg.muted">
              {M.spirit.summary(answer.deadline, answer.given, answer.due)}
            </Text>
            {answer.games.length === 0 ? (
              <Text>{answer.due === 0 ? M.spirit.noGames : M.spirit.allGiven}</Text>
            ) : (
              <Stack as="ul" listStyleType="none" gap="2">
                {answer.games.map((game) => (
                  <Box
                    as="li"
                    key={game.gameId}
                    borderWidth="1px"
                    borderColor="border"
                    borderRadius="l2"
                    p="3"
                  >
                    <Text fontSize="sm" color="fg.muted">
                      {game.date} {game.time} · {game.field}
                      {game.round ? ` · ${game.round}` : ''}
                    </Text>
                    <Text fontWeight="medium">
                      {game.homeName} VS {game.awayName}
                    </Text>
                    <Text color="orange.fg">
                      {M.spirit.missing(game.missing.map((team) => team.name).join('、'))}
                    </Text>
                  </Box>
                ))}
              </Stack>
            )}
          </Stack>
        )}
      </DataState>
    </Stack>
  );
}
