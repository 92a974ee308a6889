// The standings: a table from the md breakpoint, one card per team on phones, where eight
// numeric columns would not fit.
import { Box, chakra, Text } from '@chakra-ui/react';
import type { Standing } from '../../contract/content-competition';
import { MATCH_MESSAGES as M } from './messages';

const COLUMNS = [
  [M.played, 'played'],
  [M.won, 'won'],
  [M.lost, 'lost'],
  [M.pointsFor, 'pointsFor'],
  [M.pointsAgainst, 'pointsAgainst'],
  [M.diff, 'diff'],
] as const;

const signed = (n: number) => (n > 0 ? `+${n}` : String(n));
const valueOf = (row: Standing, key: (typeof COLUMNS)[number][1]) =>
  key === 'diff' ? signed(row.diff) : String(row[key]);

const CELL = { px: '3', py: '2', borderBottomWidth: '1px', borderColor: 'border' } as const;

export function StandingsTable({ standings }: { standings: readonly Standing[] }) {
  if (standings.length === 0) return <Text color="fg.muted">{M.noStandings}</Text>;
  return (
    <>
      {/* Fixed column widths: the tables of several pools line up under one another. */}
      <chakra.table
        hideBelow="md"
        w="full"
        tableLayout="fixed"
        borderCollapse="collapse"
        fontVariantNumeric="tabular-nums"
      >
        <colgroup>
          <col style={{ width: '4rem' }} />
          <col />
          {COLUMNS.map(([label]) => (
            <col key={label} style={{ width: '5.5rem' }} />
          ))}
        </colgroup>
        <thead>
          <chakra.tr bg="bg.muted">
            <chakra.th {...CELL} textAlign="center" scope="col">
              {M.rank}
            </chakra.th>
            <chakra.th {...CELL} textAlign="start" scope="col">
              {M.team}
            </chakra.th>
            {COLUMNS.map(([label]) => (
              <chakra.th key={label} {...CELL} textAlign="end" scope="col">
                {label}
              </chakra.th>
            ))}
          </chakra.tr>
        </thead>
        <tbody>
          {standings.map((row, index) => (
            <tr key={row.clubId ?? row.name}>
              <chakra.td {...CELL} textAlign="center">
                {index + 1}
              </chakra.td>
              <chakra.th {...CELL} textAlign="start" fontWeight="medium" scope="row">
                {row.name}
              </chakra.th>
              {COLUMNS.map(([label, key]) => (
                <chakra.td key={label} {...CELL} textAlign="end">
                  {valueOf(row, key)}
                </chakra.td>
              ))}
            </tr>
          ))}
        </tbody>
      </chakra.table>
      <Box as="ol" hideFrom="md" listStyleType="none" display="grid" gap="2">
        {standings.map((row, index) => (
          <Box
            as="li"
            key={row.clubId ?? row.name}
            p="3"
            borderWidth="1px"
            borderColor="border"
            borderRadius="l2"
          >
            <Text fontWeight="semibold" mb="1">
              {index + 1}. {row.name}
            </Text>
            <Box as="dl" display="grid" gridTemplateColumns="repeat(3, 1fr)" gap="1" fontSize="sm">
              {COLUMNS.map(([label, key]) => (
                <Box key={label} display="flex" gap="1">
                  <Text as="dt" color="fg.muted">
                    {label}
                  </Text>
                  <Text as="dd" fontVariantNumeric="tabular-nums">
                    {valueOf(row, key)}
                  </Text>
                </Box>
              ))}
            </Box>
          </Box>
        ))}
      </Box>
    </>
  );
}
