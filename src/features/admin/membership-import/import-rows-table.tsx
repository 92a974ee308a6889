// A preview's rows: their line in the file, each column as it will be stored, and the problems in
// red. Inside a box that scrolls on its own, so a wide list never scrolls the page sideways.
import { Box, chakra, Text } from '@chakra-ui/react';
import type { ImportColumn, ImportRow } from '../../../contract/admin-membership-import';
import { IMPORT_MESSAGES as M } from './import-messages';

const CELL = {
  px: '2',
  py: '1',
  borderBottomWidth: '1px',
  borderColor: 'border',
  textAlign: 'start',
  whiteSpace: 'nowrap',
} as const;

export function ImportRowsTable({
  caption,
  columns,
  rows,
}: {
  caption: string;
  columns: readonly ImportColumn[];
  rows: readonly ImportRow[];
}) {
  if (rows.length === 0) return null;
  const withProblems = rows.some((row) => row.problems.length > 0);
  return (
    // Focusable, so a keyboard can scroll a table wider than the screen.
    <Box
      as="section"
      tabIndex={0}
      aria-label={caption}
      overflowX="auto"
      maxW="full"
      bg="bg"
      borderWidth="1px"
      borderRadius="l2"
    >
      <chakra.table w="full" fontSize="sm" borderCollapse="collapse">
        <chakra.caption textAlign="start" fontWeight="medium" px="2" py="2">
          {caption}
        </chakra.caption>
        <thead>
          <chakra.tr bg="bg.muted">
            <chakra.th {...CELL} scope="col">
              {M.line}
            </chakra.th>
            {withProblems && (
              <chakra.th {...CELL} scope="col">
                {M.problems}
              </chakra.th>
            )}
            {columns.map((column) => (
              <chakra.th key={column.key} {...CELL} scope="col">
                {column.label}
              </chakra.th>
            ))}
          </chakra.tr>
        </thead>
        <tbody>
          {rows.map((row) => (
            <chakra.tr key={row.line} data-line={row.line}>
              <chakra.td {...CELL}>{row.line}</chakra.td>
              {withProblems && (
                <chakra.td {...CELL} whiteSpace="normal" minW="14rem">
                  {row.problems.map((problem) => (
                    <Text key={problem} color="red.700">
                      {problem}
                    </Text>
                  ))}
                </chakra.td>
              )}
              {columns.map((column) => (
                <chakra.td key={column.key} {...CELL}>
                  {row.values[column.key] ?? ''}
                </chakra.td>
              ))}
            </chakra.tr>
          ))}
        </tbody>
      </chakra.table>
    </Box>
  );
}
