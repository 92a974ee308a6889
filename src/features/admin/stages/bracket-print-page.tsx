// /admin/competitions/:id/stages/print (打印对阵图): the whole format on paper for the field desk —
// each stage's pools with their teams, and every later game round by round in columns, with its
// number, code, time, field and both sides (the team once known, else 「A组第1」) and a box to
// write the score in. Printed, landscape, the console's bar and menu are left out.
import { Global } from '@emotion/react';
import { Box, Button, chakra, Flex, Heading, Stack, Text } from '@chakra-ui/react';
import { useParams } from 'react-router-dom';
import type { Championship, StageGame, StageInfo } from '../../../contract/championship';
import { competitionStagesApi } from '../../../contract/api/competition-stages';
import { FORMAT_MSG } from '../../../contract/rules/format-messages';
import { useApi } from '../../../lib/api-read';
import { DataState } from '../../../theme/components/data-state';
import { STAGES_MESSAGES as M } from './stages-messages';

const PRINT_STYLES = {
  '@page': { size: 'A4 landscape', margin: '10mm' },
  '@media print': {
    'header, nav, [data-print-hidden], [data-scope="toast"]': { display: 'none !important' },
    body: { background: 'white' },
    main: { padding: '0 !important' },
  },
};

const sideText = (side: StageGame['home']) => (side.clubId === null ? side.slot.label : side.name);

function GameBox({ game }: { game: StageGame }) {
  const played = game.status === 'finished' || game.forfeitTeam !== null;
  const title = game.decides ? FORMAT_MSG.placeGame(game.decides.winner) : game.code;
  return (
    <Box borderWidth="1px" borderColor="gray.500" fontSize="xs" css={{ breakInside: 'avoid' }}>
      <Flex justify="space-between" gap="1" px="1" bg="gray.100">
        <Text fontWeight="bold">
          {FORMAT_MSG.gameWhere(game.number)} {title}
        </Text>
        <Text>
          {game.time} {game.field}
        </Text>
      </Flex>
      {[game.home, game.away].map((side, i) => (
        <Flex key={i} justify="space-between" px="1" borderTopWidth="1px" borderColor="gray.300">
          <Text overflowWrap="anywhere" fontStyle={side.clubId === null ? 'italic' : 'normal'}>
            {sideText(side)}
          </Text>
          <Text minW="2rem" textAlign="end" borderStartWidth="1px" borderColor="gray.300">
            {played ? (i === 0 ? game.homeScore : game.awayScore) : ''}
          </Text>
        </Flex>
      ))}
    </Box>
  );
}

function StagePrint({ stage, games }: { stage: StageInfo; games: readonly StageGame[] }) {
  const mine = games.filter((g) => g.stage === stage.number);
  const rounds = [...new Set(mine.map((g) => g.round))].sort((a, b) => a - b);
  return (
    <Stack gap="2" css={{ breakInside: 'avoid-page' }}>
      <Heading as="h3" size="sm">
        {M.stageTitle(stage.number, stage.name)}
      </Heading>
      {stage.pools.length > 0 ? (
        <Flex gap="3" wrap="wrap">
          {stage.pools.map((pool) => (
            <Box key={pool.name} borderWidth="1px" borderColor="gray.500" p="1" fontSize="xs">
              <Text fontWeight="bold">{M.poolName(pool.name)}</Text>
              <chakra.ol ps="4">
                {pool.members.map((slot) => (
                  <li key={slot.code}>{slot.label}</li>
                ))}
              </chakra.ol>
            </Box>
          ))}
        </Flex>
      ) : null}
      <Flex gap="2" align="stretch" overflowX="auto" className="print-bracket">
        {rounds.map((round) => (
          <Stack key={round} gap="1" flex="1 0 11rem" justify="space-around">
            <Text fontSize="xs" color="gray.700">
              {M.printRound(round)}
            </Text>
            {mine
              .filter((g) => g.round === round)
              .map((game) => (
                <GameBox key={game.number} game={game} />
              ))}
          </Stack>
        ))}
      </Flex>
    </Stack>
  );
}

function Sheet({ name, championship }: { name: string; championship: Championship }) {
  return (
    <Stack gap="4" bg="white" color="black" p={{ base: '2', md: '6' }} borderRadius="l2">
      <Heading as="h2" size="lg">
        {M.printTitle(name)}
      </Heading>
      <Text fontSize="sm">
        {championship.name} · {championship.rulesLabel}
      </Text>
      <Text data-print-hidden="" fontSize="sm" color="gray.700">
        {M.printHint}
      </Text>
      <Button
        data-print-hidden=""
        alignSelf="flex-start"
        colorPalette="brand"
        minH="11"
        onClick={() => window.print()}
      >
        {M.print}
      </Button>
      {championship.stages.map((stage) => (
        <StagePrint key={stage.number} stage={stage} games={championship.games} />
      ))}
    </Stack>
  );
}

export function BracketPrintPage() {
  const id = Number(useParams().id);
  const result = useApi(competitionStagesApi.stages, { params: { id } });
  return (
    <>
      <Global styles={PRINT_STYLES} />
      <DataState result={result}>
        {(stages) =>
          stages.championship ? (
            <Sheet name={stages.competition.name} championship={stages.championship} />
          ) : (
            <Text>{M.noFormat}</Text>
          )
        }
      </DataState>
    </>
  );
}
