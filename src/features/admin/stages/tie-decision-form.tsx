// 记录场边决胜 for one tie only the last resort breaks: staff put the tied teams in the order the
// throw or the flip gave (上移/下移, as the seeding), say which it was, and record it. A refusal
// stays under the form until they change something.
import { Box, Button, Stack, Text } from '@chakra-ui/react';
import { useState } from 'react';
import type { WaitingTie } from '../../../contract/championship';
import { useSubmitRefusal } from '../../../lib/forms/use-submit-refusal';
import { FormRefusal } from '../../../theme/components/form-refusal';
import { TextField } from '../../../theme/components/form-fields';
import { SelectField } from '../shell/select-field';
import { SeedingList, type SeedTeam } from './seeding-list';
import { recordTieDecision } from './stage-calls';
import { STAGES_MESSAGES as M } from './stages-messages';

export function TieDecisionForm({
  competitionId,
  tie,
}: {
  competitionId: number;
  tie: WaitingTie;
}) {
  const [order, setOrder] = useState<SeedTeam[]>(() => [...tie.teams]);
  const [method, setMethod] = useState('');
  const [note, setNote] = useState('');
  const { refusal, run } = useSubmitRefusal([order, method, note]);
  const [busy, setBusy] = useState(false);
  const record = async () => {
    setBusy(true);
    await run(() =>
      recordTieDecision(competitionId, {
        stage: tie.stage,
        pool: tie.pool,
        order: order.map((team) => team.clubId),
        method: method === 'flip' ? 'flip' : 'throw',
        ...(note.trim() === '' ? {} : { note: note.trim() }),
      }),
    );
    setBusy(false);
  };
  return (
    <Stack
      as="section"
      aria-label={M.decisionLegend(tie.pool, tie.from, tie.to)}
      gap="3"
      borderWidth="1px"
      borderRadius="l2"
      p="3"
    >
      <Text fontWeight="semibold">{M.decisionLegend(tie.pool, tie.from, tie.to)}</Text>
      <Text fontSize="sm" color="fg.muted">
        {tie.message}
      </Text>
      <SeedingList
        teams={order}
        onChange={setOrder}
        legend={M.decisionOrder}
        hint={M.decisionHint}
        rankOf={(position) => M.decisionPlace(tie.from + position - 1)}
      />
      <Box maxW="xs">
        <SelectField
          label={M.method}
          name="method"
          value={method}
          onValueChange={setMethod}
          options={[{ value: 'flip', label: M.methods.flip }]}
          placeholder={M.methods.throw}
        />
      </Box>
      <TextField label={M.note} name="note" value={note} onValueChange={setNote} />
      <FormRefusal refusal={refusal} />
      <Box>
        <Button colorPalette="brand" minH="11" loading={busy} onClick={() => void record()}>
          {M.recordDecision}
        </Button>
      </Box>
    </Stack>
  );
}
