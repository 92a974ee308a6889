// 精神分排名 on the competition page (docs/competitions.md, "Spirit scores"): per team, the average
// spirit score its opponents gave it per category and in total, shown once a game has finished.
// A table from the md breakpoint; on phones one card per team, where seven numbers would not fit.
import { Box, chakra, Text } from '@chakra-ui/react';
import { matchApi } from '../../contract/api/match';
import type { SpiritStandings } from '../../contract/spirit';
import { SPIRIT_CATEGORY_LABEL } from '../../contract/rules/spirit-messages';
import { SPIRIT_CATEGORIES } from '../../contract/rules/spirit-standings';
import { useApi } from '../../lib/api-read';
import { TitledSection } from '../../theme/components/titled-section';
import { SPIRIT_STANDINGS_TEXT as T } from './spirit-messages';

type Row = SpiritStandings['standings'][number];

type Column = readonly [label: string, value: (row: Row) => string];

const COLUMNS: readonly Column[] = [
  ...SPIRIT_CATEGORIES.map((category): Column => [
    SPIRIT_CATEGORY_LABEL[category],
    (row) => row.averages[category].toFixed(2),
  ]),
  [T.total, (row) => row.total.toFixed(2)],
  [T.received, (row) => String(row.received)],
];

const CELL = { px: '2', py: '2', borderBottomWidth: '1px', borderColor: 'border' } as const;

function SpiritTable({ rows }: { rows: readonly Row[] }) {
  return (
    <>
      <chakra.table
        hideBelow="md"
        w="full"
        borderCollapse="collapse"
        fontVariantNumeric="tabular-nums"
      >
        <thead>
          <chakra.tr bg="bg.muted">
            <chakra.th {...CELL} textAlign="center" scope="col">
              {T.rank}
            </chakra.th>
            <chakra.th {...CELL} textAlign="start" scope="col">
              {T.team}
            </chakra.th>
            {COLUMNS.map(([label]) => (
              <chakra.th key={label} {...CELL} textAlign="end" scope="col" fontSize="sm">
                {label}
              </chakra.th>
            ))}
          </chakra.tr>
        </thead>
        <tbody>
          {rows.map((row, index) => (
            <tr key={row.clubId}>
              <chakra.td {...CELL} textAlign="center">
                {index + 1}
              </chakra.td>
              <chakra.th {...CELL} textAlign="start" fontWeight="medium" scope="row">
                {row.name}
              </chakra.th>
              {COLUMNS.map(([label, value]) => (
                <chakra.td key={label} {...CELL} textAlign="end">
                  {value(row)}
                </chakra.td>
              ))}
            </tr>
          ))}
        </tbody>
      </chakra.table>
      <Box as="ol" hideFrom="md" listStyleType="none" display="grid" gap="2">
        {rows.map((row, index) => (
          <Box
            as="li"
            key={row.clubId}
            p="3"
            borderWidth="1px"
            borderColor="border"
            borderRadius="l2"
          >
            <Text fontWeight="semibold" mb="1">
              {index + 1}. {row.name}
            </Text>
            <Box
              as="dl"
              display="grid"
              gridTemplateColumns="repeat(2, minmax(0, 1fr))"
              gap="1"
              fontSize="sm"
            >
              {COLUMNS.map(([label, value]) => (
                <Box key={label} display="flex" gap="1" justifyContent="space-between" pe="2">
                  <Text as="dt" color="fg.muted">
                    {label}
                  </Text>
                  <Text as="dd" fontVariantNumeric="tabular-nums">
                    {value(row)}
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

export function SpiritStandingsSection({ competitionId }: { competitionId: number }) {
  const result = useApi(matchApi.spirit, { params: { id: competitionId } });
  const answer = result.data;
  // Nothing to show before a game has finished; a failed read leaves the rest of the page alone.
  if (!answer || answer.finishedGames === 0) return null;
  return (
    <TitledSection title={T.title}>
      <Text color="fg.muted">{T.intro(answer.deadline)}</Text>
      {answer.standings.length === 0 ? (
        <Text color="fg.muted">{T.noneYet}</Text>
      ) : (
        <SpiritTable rows={answer.standings} />
      )}
    </TitledSection>
  );
}
