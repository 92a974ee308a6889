// 赛程设置: how long one game's slot is (the grid's rows and every clash depend on it) and the least
// rest a team should have between games (below it the grid warns).
import { Box, Button, SimpleGrid, Stack, Text } from '@chakra-ui/react';
import { useState } from 'react';
import type { GridSettingsBody } from '../../../contract/schedule-grid';
import { useSubmitRefusal } from '../../../lib/forms/use-submit-refusal';
import { FormRefusal } from '../../../theme/components/form-refusal';
import { TextField } from '../../../theme/components/form-fields';
import { saveGridSettings } from './grid-calls';
import { GRID_MESSAGES as M } from './grid-messages';

export function GridSettingsSection({
  competitionId,
  settings,
}: {
  competitionId: number;
  settings: GridSettingsBody;
}) {
  const [slot, setSlot] = useState(String(settings.slotMinutes));
  const [rest, setRest] = useState(String(settings.minRestMinutes));
  const [busy, setBusy] = useState(false);
  const { refusal, run } = useSubmitRefusal([slot, rest]);
  const save = () => {
    setBusy(true);
    void run(() =>
      saveGridSettings(competitionId, { slotMinutes: Number(slot), minRestMinutes: Number(rest) }),
    ).then(() => setBusy(false));
  };
  return (
    <Stack as="section" aria-label={M.settings} gap="3" borderTopWidth="1px" pt="4">
      <Text fontWeight="semibold">{M.settings}</Text>
      <SimpleGrid columns={{ base: 1, md: 2 }} gap="3" maxW="xl">
        <TextField
          label={M.slotMinutes}
          name="slotMinutes"
          inputMode="numeric"
          value={slot}
          onValueChange={setSlot}
        />
        <TextField
          label={M.minRestMinutes}
          name="minRestMinutes"
          inputMode="numeric"
          value={rest}
          onValueChange={setRest}
        />
      </SimpleGrid>
      <FormRefusal refusal={refusal} />
      <Box>
        <Button variant="outline" minH="11" loading={busy} onClick={save}>
          {M.saveSettings}
        </Button>
      </Box>
    </Stack>
  );
}
