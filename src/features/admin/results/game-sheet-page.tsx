// /admin/competitions/:id/games/:gameId/sheet: a game sheet made for printing — the game, both
// rosters with each player's counted goals and assists, the points recorded (or blank rows to fill
// in at the field) and the score. Printed, the console's bar and menu are left out.
import { Global } from '@emotion/react';
import { Box, Button, chakra, Flex, Heading, SimpleGrid, Stack, Text } from '@chakra-ui/react';
import { useParams } from 'react-router-dom';
import type { GameResult } from '../../../contract/admin-results';
import type { GamePlayer } from '../../../contract/content-competition';
import { adminResultsApi } from '../../../contract/api/admin-results';
import { useApi } from '../../../lib/api-read';
import { DataState } from '../../../theme/components/data-state';
import { statusOf } from './results-export';
import { RESULTS_MESSAGES as M } from './results-messages';

const S = M.sheet;
const BLANK_ROWS = 20;
const CELL = { px: '2', py: '1', borderWidth: '1px', borderColor: 'gray.400' } as const;

/** Printed: only the sheet, black on white, without the console around it. */
const PRINT_STYLES = {
  '@media print': {
    'header, nav, [data-print-hidden], [data-scope="toast"]': { display: 'none !important' },
    body: { background: 'white' },
    main: { padding: '0 !important' },
  },
};

function RosterTable({
  title,
  players,
  points,
}: {
  title: string;
  players: readonly GamePlayer[];
  points: GameResult['points'];
}) {
  const count = (name: string, role: 'scorer' | 'assist') =>
    points.filter((p) => p[role] === name).length;
  return (
    <Stack gap="1" css={{ breakInside: 'avoid' }}>
      <Heading as="h3" size="sm">
        {title}
      </Heading>
      <chakra.table w="full" borderCollapse="collapse" fontSize="sm">
        <thead>
          <tr>
            {[S.number, S.name, S.goals, S.assists].map((label) => (
              <chakra.th key={label} {...CELL} scope="col" textAlign="start">
                {label}
              </chakra.th>
            ))}
          </tr>
        </thead>
        <tbody>
          {players.map((p) => (
            <tr key={p.id}>
              <chakra.td {...CELL} w="14">
                {p.number ?? ''}
              </chakra.td>
              <chakra.td {...CELL}>{p.name}</chakra.td>
              <chakra.td {...CELL} w="14">
                {count(p.name, 'scorer') || ''}
              </chakra.td>
              <chakra.td {...CELL} w="14">
                {count(p.name, 'assist') || ''}
              </chakra.td>
            </tr>
          ))}
        </tbody>
      </chakra.table>
    </Stack>
  );
}

function PointRows({ result }: { result: GameResult }) {
  const { game, points } = result;
  const rows = points.length > 0 ? points : null;
  return (
    <Stack gap="1">
      <Heading as="h3" size="sm">
        {S.pointsHeading}
        {rows ? '' : S.blankRows}
      </Heading>
      <chakra.table w="full" borderCollapse="collapse" fontSize="sm">
        <thead>
          <tr>
            {['#', M.columns.team, S.scorer, S.assist, S.finalScore].map((label) => (
              <chakra.th key={label} {...CELL} scope="col" textAlign="start">
                {label}
              </chakra.th>
            ))}
          </tr>
        </thead>
        <tbody>
          {rows
            ? rows.map((p, index) => (
                <tr key={p.id}>
                  <chakra.td {...CELL}>{index + 1}</chakra.td>
                  <chakra.td {...CELL}>
                    {p.team === 'home' ? game.homeName : game.awayName}
                  </chakra.td>
                  <chakra.td {...CELL}>{p.scorer ?? ''}</chakra.td>
                  <chakra.td {...CELL}>{p.assist ?? ''}</chakra.td>
                  <chakra.td {...CELL} fontVariantNumeric="tabular-nums">
                    {p.homeScore}:{p.awayScore}
                  </chakra.td>
                </tr>
              ))
            : Array.from({ length: BLANK_ROWS }, (_, index) => (
                <tr key={index}>
                  <chakra.td {...CELL} h="7">
                    {index + 1}
                  </chakra.td>
                  <chakra.td {...CELL} />
                  <chakra.td {...CELL} />
                  <chakra.td {...CELL} />
                  <chakra.td {...CELL} />
                </tr>
              ))}
        </tbody>
      </chakra.table>
    </Stack>
  );
}

export function GameSheetPage() {
  const gameId = Number(useParams().gameId);
  const result = useApi(adminResultsApi.game, { params: { id: gameId } });
  return (
    <>
      <Global styles={PRINT_STYLES} />
      <DataState result={result}>
        {(data) => {
          const { game } = data;
          const played = game.status !== 'scheduled' || game.forfeitTeam !== null;
          return (
            <Stack gap="4" bg="white" color="black" p={{ base: '2', md: '6' }} borderRadius="l2">
              <Flex justify="space-between" align="start" gap="3" wrap="wrap">
                <Stack gap="0">
                  <Text fontSize="sm">
                    {S.competition}：{game.competitionName}
                  </Text>
                  <Heading as="h2" size="lg" overflowWrap="anywhere">
                    {game.homeName} {M.vs} {game.awayName}
                  </Heading>
                  <Text fontSize="sm">
                    {S.time}：{game.date} {game.time} · {S.field}：{game.field}
                    {game.pool ? ` · ${game.pool}` : ''} · {statusOf(game)}
                  </Text>
                </Stack>
                <Box borderWidth="2px" borderColor="black" px="4" py="2" textAlign="center">
                  <Text fontSize="sm">{S.finalScore}</Text>
                  <Text fontSize="2xl" fontWeight="bold" fontVariantNumeric="tabular-nums">
                    {played ? `${game.homeScore} : ${game.awayScore}` : '   :   '}
                  </Text>
                </Box>
              </Flex>
              <Button
                data-print-hidden=""
                alignSelf="flex-start"
                colorPalette="brand"
                minH="11"
                onClick={() => window.print()}
              >
                {M.print}
              </Button>
              <SimpleGrid columns={{ base: 1, md: 2 }} gap="4">
                <RosterTable
                  title={`${M.team.home} ${game.homeName}`}
                  players={data.homeRoster}
                  points={data.points}
                />
                <RosterTable
                  title={`${M.team.away} ${game.awayName}`}
                  players={data.awayRoster}
                  points={data.points}
                />
              </SimpleGrid>
              <PointRows result={data} />
              <Text pt="6">{S.signature}</Text>
            </Stack>
          );
        }}
      </DataState>
    </>
  );
}
