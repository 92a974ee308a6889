// The standings per pool, as the public competition page computes them (the server's
// poolStandingsOf): one table per pool, scrolling inside its box on a narrow screen.
import { Box, chakra, Heading, Stack } from '@chakra-ui/react';
import type { StandingPool } from '../../../contract/content-competition';
import { RESULTS_MESSAGES as M } from './results-messages';

const C = M.columns;
const NUMBERS = [
  [C.played, 'played'],
  [C.won, 'won'],
  [C.lost, 'lost'],
  [C.pointsFor, 'pointsFor'],
  [C.pointsAgainst, 'pointsAgainst'],
  [C.diff, 'diff'],
] as const;
const CELL = { px: '2', py: '1.5', borderBottomWidth: '1px', borderColor: 'border' } as const;

export function StandingsTables({ pools }: { pools: readonly StandingPool[] }) {
  return (
    <Stack as="section" aria-labelledby="results-standings" gap="3">
      <Heading as="h2" size="md" id="results-standings">
        {M.standings}
      </Heading>
      {pools.map((pool) => (
        <Stack key={pool.pool ?? ''} gap="1">
          <Heading as="h3" size="sm">
            {pool.pool ?? M.allTeams}
          </Heading>
          {/* Scrolls on a narrow screen: focusable and named, so a keyboard can scroll it too. */}
          <Box
            overflowX="auto"
            bg="bg"
            borderWidth="1px"
            borderRadius="l2"
            tabIndex={0}
            role="region"
            aria-label={`${M.standings} ${pool.pool ?? M.allTeams}`}
          >
            <chakra.table w="full" borderCollapse="collapse" fontVariantNumeric="tabular-nums">
              <thead>
                <chakra.tr bg="bg.muted">
                  <chakra.th {...CELL} scope="col">
                    {C.rank}
                  </chakra.th>
                  <chakra.th {...CELL} scope="col" textAlign="start">
                    {C.team}
                  </chakra.th>
                  {NUMBERS.map(([label]) => (
                    <chakra.th
                      key={label}
                      {...CELL}
                      scope="col"
                      textAlign="end"
                      whiteSpace="nowrap"
                    >
                      {label}
                    </chakra.th>
                  ))}
                </chakra.tr>
              </thead>
              <tbody>
                {pool.standings.map((row, index) => (
                  <tr key={`${row.clubId ?? ''}${row.name}`}>
                    <chakra.td {...CELL} textAlign="center">
                      {index + 1}
                    </chakra.td>
                    <chakra.th
                      {...CELL}
                      scope="row"
                      textAlign="start"
                      fontWeight="medium"
                      minW="24"
                    >
                      {row.name}
                    </chakra.th>
                    {NUMBERS.map(([label, key]) => (
                      <chakra.td key={label} {...CELL} textAlign="end">
                        {row[key]}
                      </chakra.td>
                    ))}
                  </tr>
                ))}
              </tbody>
            </chakra.table>
          </Box>
        </Stack>
      ))}
    </Stack>
  );
}
