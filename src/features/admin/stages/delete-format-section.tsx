// 删除赛制: only while none of its games has begun, with a reason for the audit log; the format's
// games go with it. Once a game has begun, a note says why it can no longer be removed.
import { Box, Button, Heading, Stack, Text } from '@chakra-ui/react';
import { useState } from 'react';
import { useSubmitRefusal } from '../../../lib/forms/use-submit-refusal';
import { FormRefusal } from '../../../theme/components/form-refusal';
import { TextField } from '../../../theme/components/form-fields';
import { deleteFormat } from './stage-calls';
import { STAGES_MESSAGES as M } from './stages-messages';

export function DeleteFormatSection({
  competitionId,
  begun,
}: {
  competitionId: number;
  begun: boolean;
}) {
  const [reason, setReason] = useState('');
  const { refusal, run } = useSubmitRefusal([reason]);
  const [busy, setBusy] = useState(false);
  return (
    <Stack as="section" aria-label={M.deleteLegend} gap="2" borderTopWidth="1px" pt="4">
      <Heading as="h3" size="sm">
        {M.deleteLegend}
      </Heading>
      {begun ? (
        <Text color="fg.muted">{M.begunNote}</Text>
      ) : (
        <>
          <Text fontSize="sm" color="fg.muted">
            {M.deleteHint}
          </Text>
          <TextField
            label={M.deleteReason}
            name="deleteReason"
            value={reason}
            onValueChange={setReason}
            required
          />
          <FormRefusal refusal={refusal} />
          <Box>
            <Button
              colorPalette="red"
              variant="outline"
              minH="11"
              loading={busy}
              onClick={() => {
                setBusy(true);
                void run(() => deleteFormat(competitionId, { reason })).then(() => setBusy(false));
              }}
            >
              {M.deleteFormat}
            </Button>
          </Box>
        </>
      )}
    </Stack>
  );
}
