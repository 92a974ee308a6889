// 待处理的更正冲突: a correction would change a game that has already begun, so nothing was changed
// and staff decide, with a reason, whether the corrected team takes the slot or the game stays
// as played. Each conflict's refusal stays beside it.
import { Box, Button, Flex, Stack, Text } from '@chakra-ui/react';
import { useState } from 'react';
import type { StageConflict } from '../../../contract/competition-stages';
import { useSubmitRefusal } from '../../../lib/forms/use-submit-refusal';
import { FormRefusal } from '../../../theme/components/form-refusal';
import { TextField } from '../../../theme/components/form-fields';
import { decideConflict } from './stage-calls';
import { STAGES_MESSAGES as M } from './stages-messages';

function ConflictItem({ conflict }: { conflict: StageConflict }) {
  const [reason, setReason] = useState('');
  const { refusal, run } = useSubmitRefusal([reason]);
  const [busy, setBusy] = useState<boolean | null>(null);
  const decide = async (apply: boolean) => {
    setBusy(apply);
    await run(() => decideConflict(conflict.id, { apply, reason }));
    setBusy(null);
  };
  return (
    <Stack as="li" listStyleType="none" gap="2" borderWidth="1px" borderRadius="l2" p="3">
      <Text>{conflict.message}</Text>
      <TextField
        label={M.conflictReason}
        name={`reason-${conflict.id}`}
        value={reason}
        onValueChange={setReason}
        required
      />
      <FormRefusal refusal={refusal} />
      <Flex gap="2" wrap="wrap">
        <Button
          colorPalette="brand"
          minH="11"
          loading={busy === true}
          onClick={() => void decide(true)}
        >
          {M.apply}
        </Button>
        <Button
          variant="outline"
          minH="11"
          loading={busy === false}
          onClick={() => void decide(false)}
        >
          {M.keep}
        </Button>
      </Flex>
    </Stack>
  );
}

export function ConflictList({ conflicts }: { conflicts: readonly StageConflict[] }) {
  if (conflicts.length === 0) return <Text color="fg.muted">{M.noConflicts}</Text>;
  return (
    <Box as="ul" display="grid" gap="3">
      {conflicts.map((conflict) => (
        <ConflictItem key={conflict.id} conflict={conflict} />
      ))}
    </Box>
  );
}
