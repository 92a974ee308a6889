// A roster as a real table (number, name, gender, status), readable by screen readers and narrow
// enough for a phone; it scrolls sideways rather than squeezing when a column grows.
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
  base: { px: '3', py: '2', borderTopWidth: '1px', whiteSpace: 'nowrap' },
});

export function RosterTable<T>({ caption, rows, rowKey, columns }: RosterTableProps<T>) {
  return (
    <Box overflowX="auto" borderWidth="1px" borderRadius="l2">
      <chakra.table w="full" fontSize="sm">
        <chakra.caption textAlign="start" px="3" py="2" color="fg.muted" captionSide="bottom">
          {caption}
        </chakra.caption>
        <chakra.thead bg="bg.muted">
          <tr>
            {columns.map((column) => (
              <Th key={column.header} scope="col">
                {column.header}
              </Th>
            ))}
          </tr>
        </chakra.thead>
        <tbody>
          {rows.map((row) => (
            <tr key={rowKey(row)}>
              {columns.map((column) => (
                <Td key={column.header}>{column.cell(row)}</Td>
              ))}
            </tr>
          ))}
        </tbody>
      </chakra.table>
    </Box>
  );
}
