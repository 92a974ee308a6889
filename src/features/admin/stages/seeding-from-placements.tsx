// 按往届名次排种子: staff choose an earlier finished championship (the same division listed
// first) and the seeding list takes its final placements: the teams that played it first, by
// place, the others after them in the order they had (the shared seedByPlacements, run on the
// order on screen, which staff may have changed by hand). The preview under the form follows.
import { Button, Flex, Stack, Text } from '@chakra-ui/react';
import { useState } from 'react';
import { seedingSourcesApi } from '../../../contract/api/seeding-sources';
import { seedByPlacements } from '../../../contract/rules/seed-by-placements';
import { callApi } from '../../../lib/api-client';
import { useApi } from '../../../lib/api-read';
import { useSubmitRefusal } from '../../../lib/forms/use-submit-refusal';
import { FormRefusal } from '../../../theme/components/form-refusal';
import { SelectField } from '../shell/select-field';
import type { SeedTeam } from './seeding-list';
import { STAGES_MESSAGES as M } from './stages-messages';

export function SeedingFromPlacements({
  competitionId,
  teams,
  onChange,
}: {
  competitionId: number;
  teams: readonly SeedTeam[];
  onChange: (next: SeedTeam[]) => void;
}) {
  const sources = useApi(seedingSourcesApi.sources, { params: { id: competitionId } });
  const [from, setFrom] = useState('');
  const [done, setDone] = useState<string | null>(null);
  const { refusal, run } = useSubmitRefusal([from]);
  const list = sources.data?.sources ?? [];
  if (list.length === 0) return <Text color="fg.muted">{M.noSeedingSource}</Text>;
  const apply = () =>
    run(async () => {
      const answer = await callApi(seedingSourcesApi.sources, {
        params: { id: competitionId },
        query: { from: Number(from) },
      });
      const chosen = answer.chosen;
      if (!chosen) return;
      onChange(seedByPlacements(teams, chosen.places));
      setDone(M.seededFrom(chosen.name, chosen.places.length, teams.length));
    });
  return (
    <Stack gap="2">
      <Flex gap="3" align="flex-end" wrap="wrap">
        <Stack flex="1" minW="14rem">
          <SelectField
            label={M.seedingSource}
            name="seedingSource"
            value={from}
            placeholder={M.chooseSeedingSource}
            options={list.map((s) => ({
              value: String(s.competitionId),
              label: M.seedingSourceLabel(s.name, s.endDate, s.shared, s.sameDivision),
            }))}
            onValueChange={(value) => {
              setFrom(value);
              setDone(null);
            }}
          />
        </Stack>
        <Button variant="outline" minH="11" disabled={from === ''} onClick={() => void apply()}>
          {M.seedFromPlacements}
        </Button>
      </Flex>
      <FormRefusal refusal={refusal} />
      {done ? (
        <Text role="status" color="fg.muted">
          {done}
        </Text>
      ) : null}
    </Stack>
  );
}
