// The console's table of a format's games: 场次, 代码, the round where the list gives one, and 对阵
// (「A组第1 对 B组第2」 and what follows it). The preview before saving and the saved format both
// list their games with it, inside a box that scrolls on its own on a narrow screen.
import { Box, chakra } from '@chakra-ui/react';
import { FORMAT_MSG } from '../../../contract/rules/format-messages';
import { STAGES_MESSAGES as M } from './stages-messages';

const CELL = { px: '2', py: '1', borderBottomWidth: '1px', borderColor: 'border' } as const;

export interface FormatGameRow {
  number: number;
  code: string;
  /** The format's round, shown when the table has the column. */
  round?: number;
  teams: string;
}

export function FormatGameTable({
  rows,
  withRound = false,
}: {
  rows: readonly FormatGameRow[];
  withRound?: boolean;
}) {
  return (
    <Box overflowX="auto" maxW="full">
      <chakra.table w="full" fontSize="sm" borderCollapse="collapse">
        <thead>
          <chakra.tr bg="bg.muted">
            <chakra.th {...CELL} scope="col" w="4.5rem">
              {M.gameColumns.number}
            </chakra.th>
            <chakra.th {...CELL} scope="col" w="4.5rem">
              {M.gameColumns.code}
            </chakra.th>
            {withRound ? (
              <chakra.th {...CELL} scope="col" w="2.5rem">
                {M.gameColumns.round}
              </chakra.th>
            ) : null}
            <chakra.th {...CELL} scope="col" textAlign="start">
              {M.gameColumns.teams}
            </chakra.th>
          </chakra.tr>
        </thead>
        <tbody>
          {rows.map((row) => (
            <tr key={row.number}>
              <chakra.td {...CELL}>{FORMAT_MSG.gameWhere(row.number)}</chakra.td>
              <chakra.td {...CELL}>{row.code}</chakra.td>
              {withRound ? (
                <chakra.td {...CELL} textAlign="center">
                  {row.round}
                </chakra.td>
              ) : null}
              <chakra.td {...CELL} overflowWrap="anywhere">
                {row.teams}
              </chakra.td>
            </tr>
          ))}
        </tbody>
      </chakra.table>
    </Box>
  );
}
