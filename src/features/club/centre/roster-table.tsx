// A roster (number, name, gender, status…): a real table on a wide screen; on a phone, where its
// columns cannot fit, one card per member with each value under its column's name. The roles are
// written out because a table laid out as blocks loses them in some browsers, and a screen reader
// should meet the same table whatever the width.
import { Box, chakra } from '@chakra-ui/react';
import type { ReactNode } from 'react';

export interface RosterColumn<T> {
  header: string;
  cell: (row: T) => ReactNode;
}

export interface RosterTableProps<T> {
  caption: string;
  rows: readonly T[];
  rowKey: (row: T) => string | number;
  columns: readonly RosterColumn<T>[];
}

const Th = chakra('th', {
  base: { textAlign: 'start', px: '3', py: '2', fontWeight: 'semibold', whiteSpace: 'nowrap' },
});
const Td = chakra('td', {
  base: {
    display: { base: 'flex', md: 'table-cell' },
    gap: '2',
    px: { base: '0', md: '3' },
    py: { base: '0.5', md: '2' },
    borderTopWidth: { base: '0', md: '1px' },
    whiteSpace: { base: 'normal', md: 'nowrap' },
    overflowWrap: 'anywhere',
  },
});
// On a phone, a card with two facts to a line.
const Tr = chakra('tr', {
  base: {
    display: { base: 'grid', md: 'table-row' },
    gridTemplateColumns: 'repeat(2, minmax(0, 1fr))',
    columnGap: '4',
    px: { base: '3', md: '0' },
    py: { base: '2', md: '0' },
    borderTopWidth: { base: '1px', md: '0' },
  },
});

export function RosterTable<T>({ caption, rows, rowKey, columns }: RosterTableProps<T>) {
  return (
    <Box overflowX={{ md: 'auto' }} borderWidth="1px" borderRadius="l2">
      <chakra.table role="table" w="full" fontSize="sm" display={{ base: 'block', md: 'table' }}>
        <chakra.caption
          display={{ base: 'block', md: 'table-caption' }}
          textAlign="start"
          px="3"
          py="2"
          color="fg.muted"
          captionSide="bottom"
        >
          {caption}
        </chakra.caption>
        <chakra.thead role="rowgroup" bg="bg.muted" srOnly={{ base: true, md: false }}>
          <tr role="row">
            {columns.map((column) => (
              <Th key={column.header} role="columnheader" scope="col">
                {column.header}
              </Th>
            ))}
          </tr>
        </chakra.thead>
        <chakra.tbody role="rowgroup" display={{ base: 'block', md: 'table-row-group' }}>
          {rows.map((row) => (
            <Tr key={rowKey(row)} role="row">
              {columns.map((column) => (
                <Td key={column.header} role="cell">
                  <Box as="span" aria-hidden="true" hideFrom="md" color="fg.muted" flexShrink="0">
                    {column.header}
                  </Box>
                  {column.cell(row)}
                </Td>
              ))}
            </Tr>
          ))}
        </chakra.tbody>
      </chakra.table>
    </Box>
  );
}
