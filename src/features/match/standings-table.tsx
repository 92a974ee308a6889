// The standings of a competition or of one pool (the table and phone cards are RankTable's).
import { Text } from '@chakra-ui/react';
import type { Standing } from '../../contract/content-competition';
import { MATCH_MESSAGES as M } from './messages';
import { RankTable, type RankColumn } from './rank-table';

const signed = (n: number) => (n > 0 ? `+${n}` : String(n));

const COLUMNS: readonly RankColumn<Standing>[] = [
  [M.played, (row) => String(row.played)],
  [M.won, (row) => String(row.won)],
  [M.lost, (row) => String(row.lost)],
  [M.pointsFor, (row) => String(row.pointsFor)],
  [M.pointsAgainst, (row) => String(row.pointsAgainst)],
  [M.diff, (row) => signed(row.diff)],
];

export function StandingsTable({ standings }: { standings: readonly Standing[] }) {
  if (standings.length === 0) return <Text color="fg.muted">{M.noStandings}</Text>;
  return (
    <RankTable
      rows={standings}
      keyOf={(row) => row.clubId ?? row.name}
      nameOf={(row) => row.name}
      columns={COLUMNS}
      rankLabel={M.rank}
      teamLabel={M.team}
      fixedWidths
      cardColumns={3}
    />
  );
}
