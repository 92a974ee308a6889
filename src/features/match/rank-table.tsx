// A ranked list of teams with numeric columns: a table from the md breakpoint, one card per team on
// phones, where that many numeric columns would not fit. The standings and the spirit standings
// both show through it.
import { Box, chakra, Text } from '@chakra-ui/react';

export type RankColumn<R> = readonly [label: string, value: (row: R) => string];

interface RankTableProps<R> {
  rows: readonly R[];
  keyOf: (row: R) => string | number;
  nameOf: (row: R) => string;
  columns: readonly RankColumn<R>[];
  /** The headings of the first two columns. */
  rankLabel: string;
  teamLabel: string;
  /** Fixed column widths, so that the tables of several pools line up under one another. */
  fixedWidths?: boolean;
  /** Figures per line on a phone's card. */
  cardColumns: 2 | 3;
}

const CELL = { px: '2', py: '2', borderBottomWidth: '1px', borderColor: 'border' } as const;

export function RankTable<R>({
  rows,
  keyOf,
  nameOf,
  columns,
  rankLabel,
  teamLabel,
  fixedWidths = false,
  cardColumns,
}: RankTableProps<R>) {
  return (
    <>
      <chakra.table
        hideBelow="md"
        w="full"
        tableLayout={fixedWidths ? 'fixed' : 'auto'}
        borderCollapse="collapse"
        fontVariantNumeric="tabular-nums"
      >
        {fixedWidths ? (
          <colgroup>
            <col style={{ width: '4rem' }} />
            <col />
            {columns.map(([label]) => (
              <col key={label} style={{ width: '5.5rem' }} />
            ))}
          </colgroup>
        ) : null}
        <thead>
          <chakra.tr bg="bg.muted">
            <chakra.th {...CELL} textAlign="center" scope="col">
              {rankLabel}
            </chakra.th>
            <chakra.th {...CELL} textAlign="start" scope="col">
              {teamLabel}
            </chakra.th>
            {columns.map(([label]) => (
              <chakra.th key={label} {...CELL} textAlign="end" scope="col" fontSize="sm">
                {label}
              </chakra.th>
            ))}
          </chakra.tr>
        </thead>
        <tbody>
          {rows.map((row, index) => (
            <tr key={keyOf(row)}>
              <chakra.td {...CELL} textAlign="center">
                {index + 1}
              </chakra.td>
              <chakra.th {...CELL} textAlign="start" fontWeight="medium" scope="row">
                {nameOf(row)}
              </chakra.th>
              {columns.map(([label, value]) => (
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
            key={keyOf(row)}
            p="3"
            borderWidth="1px"
            borderColor="border"
            borderRadius="l2"
          >
            <Text fontWeight="semibold" mb="1">
              {index + 1}. {nameOf(row)}
            </Text>
            <Box
              as="dl"
              display="grid"
              gridTemplateColumns={`repeat(${cardColumns}, minmax(0, 1fr))`}
              gap="1"
              fontSize="sm"
            >
              {columns.map(([label, value]) => (
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
