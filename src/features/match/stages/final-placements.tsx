// 最终名次: once the last game is final, places 1..N (並列 where the format shares a place), each
// team with its path through the event game by game, opened on demand so 24 paths do not make
// the phone's page endless. Before then, a line saying when they come.
import { Box, chakra, Flex, Text } from '@chakra-ui/react';
import type { Championship, TeamPath } from '../../../contract/championship';
import { gameTitle } from './game-title';
import { STAGE_MESSAGES as M } from './stage-messages';

type Step = TeamPath['steps'][number];

function stepText(step: Step, titleOf: (number: number) => string) {
  const score = step.score ? ` ${step.score[0]}:${step.score[1]}` : '';
  return `${M.gameNumber(step.number)} ${titleOf(step.number)} ${M.vs} ${
    step.opponent ?? M.opponentPending
  } · ${M.outcome[step.outcome]}${score}`;
}

function PathOf({ path, titleOf }: { path: TeamPath; titleOf: (number: number) => string }) {
  return (
    <chakra.details fontSize="sm" mt="1">
      <chakra.summary cursor="pointer" color="brand.fg" minH="8">
        {M.pathOf(path.name)}
      </chakra.summary>
      <Box as="ol" ps="5" listStyleType="decimal" color="fg.muted">
        {path.steps.map((step) => (
          <li key={step.number}>{stepText(step, titleOf)}</li>
        ))}
      </Box>
    </chakra.details>
  );
}

export function FinalPlacements({ championship }: { championship: Championship }) {
  const { placements, paths, games } = championship;
  if (!placements.complete) return <Text color="fg.muted">{M.placementsPending}</Text>;
  const pathOf = new Map(paths.map((p) => [p.clubId, p]));
  const gameOf = new Map(games.map((g) => [g.number, g]));
  const titleOf = (number: number) => {
    const game = gameOf.get(number);
    return game ? gameTitle(game.code, game.decides) : '';
  };
  return (
    <Box as="ol" listStyleType="none" display="grid" gap="2" aria-label={M.placementsTitle}>
      {placements.places.flatMap((place) =>
        place.teams.map((team) => {
          const path = pathOf.get(team.clubId);
          return (
            <Box as="li" key={team.clubId} borderBottomWidth="1px" borderColor="border" pb="2">
              <Flex gap="3" align="baseline">
                <Text fontWeight="bold" minW="5.5rem" color={place.place <= 3 ? 'brand.fg' : 'fg'}>
                  {M.place(place.place, place.shared)}
                </Text>
                <Text fontWeight="semibold" overflowWrap="anywhere" minW="0">
                  {team.name}
                </Text>
              </Flex>
              {path ? <PathOf path={path} titleOf={titleOf} /> : null}
            </Box>
          );
        }),
      )}
    </Box>
  );
}
