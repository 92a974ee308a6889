// The standings as they count: one table per pool (A组, B组 …) and, under the tables, the rules
// that rank a table, as the server applies them.
import { Box, Heading, Stack, Text } from '@chakra-ui/react';
import { useId } from 'react';
import type { CompetitionDetail, StandingPool } from '../../contract/content-competition';
import { MATCH_MESSAGES as M } from './messages';
import { StandingsTable } from './standings-table';

type Tables = Pick<CompetitionDetail, 'standings' | 'pools' | 'rankingRules'>;

function PoolTable({ pool }: { pool: StandingPool & { pool: string } }) {
  const headingId = useId();
  return (
    <Stack as="section" aria-labelledby={headingId} gap="3">
      <Heading as="h3" id={headingId} size="md">
        {M.poolTitle(pool.pool)}
      </Heading>
      <StandingsTable standings={pool.standings} />
    </Stack>
  );
}

export function PoolStandings({ competition }: { competition: Tables }) {
  // An answer the phone cached before pools existed has neither field: one table, no rules.
  const pools: StandingPool[] = competition.pools ?? [
    { pool: null, standings: competition.standings },
  ];
  const rules = competition.rankingRules ?? [];
  const anyRows = pools.some((pool) => pool.standings.length > 0);
  return (
    <Stack gap="6">
      {pools.map((pool) =>
        pool.pool === null ? (
          <StandingsTable key="all" standings={pool.standings} />
        ) : (
          <PoolTable key={pool.pool} pool={{ ...pool, pool: pool.pool }} />
        ),
      )}
      {rules.length > 0 && anyRows ? (
        <Box fontSize="sm" color="fg.muted">
          <Text fontWeight="semibold">{M.rankingRules}</Text>
          <Text>{rules[0]}</Text>
          <Box as="ol" ps="5" listStyleType="decimal">
            {rules.slice(1).map((rule) => (
              <li key={rule}>{rule}</li>
            ))}
          </Box>
        </Box>
      ) : null}
    </Stack>
  );
}
