// /admin/competitions/:id/stages (赛制): a competition without a format chooses one from a template
// (format-builder.tsx); one with a format shows it and what waits for staff (saved-format.tsx).
import { Stack } from '@chakra-ui/react';
import { useParams } from 'react-router-dom';
import { competitionStagesApi } from '../../../contract/api/competition-stages';
import { useApi } from '../../../lib/api-read';
import { DataState } from '../../../theme/components/data-state';
import { CompetitionTabs, competitionPagePath } from '../shell/competition-tabs';
import { FormatBuilder } from './format-builder';
import { SavedFormat } from './saved-format';

export function StagesPage() {
  const id = Number(useParams().id);
  const result = useApi(competitionStagesApi.stages, { params: { id } });
  return (
    <Stack gap="4">
      <CompetitionTabs competitionId={id} current="stages" />
      <DataState result={result}>
        {(stages) =>
          stages.championship ? (
            <SavedFormat stages={stages} championship={stages.championship} />
          ) : (
            <FormatBuilder
              key={stages.entries.map((e) => e.clubId).join(',')}
              stages={stages}
              backTo={competitionPagePath(id, 'schedule')}
            />
          )
        }
      </DataState>
    </Stack>
  );
}
