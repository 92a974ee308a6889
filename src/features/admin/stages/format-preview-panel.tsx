// The preview before saving: the whole game list with its placeholders (「A组第1」「第13场胜者」),
// the rounds and games per team, and the first stage's pools as the serpentine seeding fills them
// with the teams in the order staff set. Built in the browser by build-format.ts, the same
// function the server saves with.
import { Box, Heading, SimpleGrid, Stack, Text } from '@chakra-ui/react';
import type { BuiltFormat } from '../../../contract/rules/format-types';
import { FORMAT_MSG } from '../../../contract/rules/format-messages';
import { slotLabel } from '../../../contract/rules/placeholders';
import { FormatGameTable } from './format-game-table';
import type { SeedTeam } from './seeding-list';
import { STAGES_MESSAGES as M } from './stages-messages';

function SeededPools({ format, teams }: { format: BuiltFormat; teams: readonly SeedTeam[] }) {
  const first = format.stages[0];
  if (!first || first.pools.length === 0) return null;
  return (
    <Box as="section" aria-label={M.poolsTitle}>
      <Heading as="h4" size="sm" mb="2">
        {M.poolsTitle}
      </Heading>
      <SimpleGrid columns={{ base: 2, md: Math.min(first.pools.length, 4) }} gap="3">
        {first.pools.map((pool) => (
          <Box key={pool.name} borderWidth="1px" borderRadius="l2" p="2" minW="0">
            <Text fontWeight="semibold">{M.poolName(pool.name)}</Text>
            <Box as="ol" listStyleType="none" fontSize="sm">
              {pool.members.map((member) => {
                const seed = member.kind === 'seed' ? member.seed : 0;
                return (
                  <li key={seed}>
                    <Text as="span" color="fg.muted">
                      {seed}.
                    </Text>{' '}
                    <Text as="span" overflowWrap="anywhere">
                      {teams[seed - 1]?.name ?? slotLabel(member)}
                    </Text>
                  </li>
                );
              })}
            </Box>
          </Box>
        ))}
      </SimpleGrid>
    </Box>
  );
}

function GameList({ format, teams }: { format: BuiltFormat; teams: readonly SeedTeam[] }) {
  // A seed's slot reads as the team seeded there; every other placeholder as its label.
  const sideText = (source: BuiltFormat['games'][number]['home']) =>
    source.kind === 'seed'
      ? (teams[source.seed - 1]?.name ?? slotLabel(source))
      : slotLabel(source);
  return (
    <Stack gap="4">
      {format.stages.map((stage) => {
        const games = format.games.filter((g) => g.stage === stage.number);
        return (
          <Box
            as="section"
            key={stage.number}
            aria-label={M.stageTitle(stage.number, FORMAT_MSG.stageName[stage.kind])}
          >
            <Heading as="h4" size="sm" mb="1">
              {M.stageTitle(stage.number, FORMAT_MSG.stageName[stage.kind])}
            </Heading>
            <FormatGameTable
              withRound
              rows={games.map((game) => ({
                number: game.number,
                code: game.code,
                round: game.round,
                teams:
                  `${sideText(game.home)} 对 ${sideText(game.away)}` +
                  (game.decides ? ` · ${FORMAT_MSG.placeGame(game.decides.winner)}` : ''),
              }))}
            />
          </Box>
        );
      })}
    </Stack>
  );
}

export function FormatPreviewPanel({
  format,
  teams,
}: {
  format: BuiltFormat;
  teams: readonly SeedTeam[];
}) {
  return (
    <Stack as="section" aria-label={M.previewTitle} gap="4" borderTopWidth="1px" pt="4">
      <Heading as="h3" size="md">
        {M.previewTitle}
      </Heading>
      <Text fontWeight="semibold" role="status">
        {M.previewSummary(
          format.games.length,
          format.rounds,
          format.gamesPerTeam.min,
          format.gamesPerTeam.max,
        )}
      </Text>
      <SeededPools format={format} teams={teams} />
      <GameList format={format} teams={teams} />
    </Stack>
  );
}
