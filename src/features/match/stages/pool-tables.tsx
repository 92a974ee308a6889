// The pools of a championship stage: one small table per pool, each row with what separated it
// from the row above (「同分，按相互胜负」), narrow enough for a phone (four columns, the note under
// the team's name); before the pool's teams are known, its members' placeholders.
import { Box, chakra, Heading, SimpleGrid, Text } from '@chakra-ui/react';
import type { PoolTable } from './pool-tables-of';
import { STAGE_MESSAGES as M } from './stage-messages';

const CELL = { px: '2', py: '1.5', borderBottomWidth: '1px', borderColor: 'border' } as const;
const signed = (n: number) => (n > 0 ? `+${n}` : String(n));

function PoolTableView({ table }: { table: PoolTable }) {
  const known = table.known;
  const played = table.rows.some((row) => row.won + row.lost > 0);
  return (
    <Box as="section" aria-label={M.poolHeading(table.name)} minW="0">
      <Heading as="h4" size="sm" mb="2">
        {M.poolHeading(table.name)}
      </Heading>
      {known ? null : (
        <Text fontSize="sm" color="fg.muted" mb="1">
          {M.waitingMembers}
        </Text>
      )}
      <chakra.table
        w="full"
        borderCollapse="collapse"
        fontSize="sm"
        fontVariantNumeric="tabular-nums"
      >
        <thead>
          <chakra.tr bg="bg.muted">
            <chakra.th {...CELL} scope="col" w="3rem">
              {M.rank}
            </chakra.th>
            <chakra.th {...CELL} scope="col" textAlign="start">
              {M.team}
            </chakra.th>
            <chakra.th {...CELL} scope="col" textAlign="end" w="4rem">
              {M.record}
            </chakra.th>
            <chakra.th {...CELL} scope="col" textAlign="end" w="4rem">
              {M.diff}
            </chakra.th>
          </chakra.tr>
        </thead>
        <tbody>
          {table.rows.map((row) => (
            <tr key={row.clubId ?? row.name}>
              <chakra.td {...CELL} textAlign="center">
                {row.place}
              </chakra.td>
              <chakra.th {...CELL} scope="row" textAlign="start" fontWeight="medium">
                <Text
                  as="span"
                  overflowWrap="anywhere"
                  color={row.clubId === null ? 'fg.muted' : 'fg'}
                  fontStyle={row.clubId === null ? 'italic' : 'normal'}
                >
                  {row.name}
                </Text>
                {row.note || row.undecided ? (
                  <Text
                    as="span"
                    display="block"
                    fontSize="xs"
                    fontWeight="normal"
                    color="fg.muted"
                  >
                    {row.undecided ? M.undecided : row.note}
                  </Text>
                ) : null}
              </chakra.th>
              <chakra.td {...CELL} textAlign="end">
                {played ? `${row.won}-${row.lost}` : ''}
              </chakra.td>
              <chakra.td {...CELL} textAlign="end">
                {played ? signed(row.diff) : ''}
              </chakra.td>
            </tr>
          ))}
        </tbody>
      </chakra.table>
    </Box>
  );
}

export function PoolTables({ tables }: { tables: readonly PoolTable[] }) {
  return (
    <SimpleGrid columns={{ base: 1, md: 2 }} gap="5">
      {tables.map((table) => (
        <PoolTableView key={table.name} table={table} />
      ))}
    </SimpleGrid>
  );
}
