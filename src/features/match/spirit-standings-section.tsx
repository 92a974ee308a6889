// 精神分排名 on the competition page (docs/competitions.md, "Spirit scores"): per team, the average
// spirit score its opponents gave it per category and in total, shown once a game has finished.
import { Text } from '@chakra-ui/react';
import { matchApi } from '../../contract/api/match';
import type { SpiritStandings } from '../../contract/spirit';
import { SPIRIT_CATEGORY_LABEL } from '../../contract/rules/spirit-messages';
import { SPIRIT_CATEGORIES } from '../../contract/rules/spirit-standings';
import { useApi } from '../../lib/api-read';
import { TitledSection } from '../../theme/components/titled-section';
import { RankTable, type RankColumn } from './rank-table';
import { SPIRIT_STANDINGS_TEXT as T } from './spirit-messages';

type Row = SpiritStandings['standings'][number];

const COLUMNS: readonly RankColumn<Row>[] = [
  ...SPIRIT_CATEGORIES.map((category): RankColumn<Row> => [
    SPIRIT_CATEGORY_LABEL[category],
    (row) => row.averages[category].toFixed(2),
  ]),
  [T.total, (row) => row.total.toFixed(2)],
  [T.received, (row) => String(row.received)],
];

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
        <RankTable
          rows={answer.standings}
          keyOf={(row) => row.clubId}
          nameOf={(row) => row.name}
          columns={COLUMNS}
          rankLabel={T.rank}
          teamLabel={T.team}
          cardColumns={2}
        />
      )}
    </TitledSection>
  );
}
