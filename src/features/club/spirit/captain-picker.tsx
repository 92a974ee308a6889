// The contact names, per competition, the player of the club's roster who gives its spirit scores
// there. A change needs the server (it decides who may give), so offline it says so instead.
import { Box, Button, chakra, Stack, Text } from '@chakra-ui/react';
import { useId, useState } from 'react';
import { clubApi } from '../../../contract/api/club';
import type { SpiritCaptainSlot } from '../../../contract/spirit';
import { callApi } from '../../../lib/api-client';
import { toast } from '../../../lib/notify';
import { NativeSelect } from '../../../theme/components/native-select';
import { SPIRIT_TEXT } from '../messages';
import { useOfflineRefusal } from '../centre/offline-refusal';

function CaptainSlot({ slot, onSaved }: { slot: SpiritCaptainSlot; onSaved: () => void }) {
  const id = useId();
  const [chosen, setChosen] = useState(String(slot.captain?.userId ?? ''));
  const [saving, setSaving] = useState(false);
  const offline = useOfflineRefusal(SPIRIT_TEXT.offlineCaptain);
  const save = async () => {
    setSaving(true);
    try {
      const answer = await offline.send(() =>
        callApi(clubApi.nameSpiritCaptain, {
          body: {
            competitionId: slot.competitionId,
            userId: chosen === '' ? null : Number(chosen),
          },
        }),
      );
      toast.success(
        answer.captain ? `${SPIRIT_TEXT.captains}：${answer.captain.name}` : SPIRIT_TEXT.noCaptain,
      );
      onSaved();
    } catch {
      // The client has already shown the refusal; the choice stays for another try.
    } finally {
      setSaving(false);
    }
  };
  return (
    <Stack gap="2">
      <chakra.label htmlFor={id} fontWeight="medium">
        {SPIRIT_TEXT.captainOf(slot.competitionName)}
      </chakra.label>
      <Box display="flex" gap="2" flexWrap="wrap" alignItems="center">
        <Box flex="1" minW="48">
          <NativeSelect id={id} value={chosen} onChange={(e) => setChosen(e.currentTarget.value)}>
            <option value="">{SPIRIT_TEXT.noCaptain}</option>
            {slot.candidates.map((player) => (
              <option key={player.userId} value={player.userId}>
                {player.number === null ? player.name : `${player.number} ${player.name}`}
              </option>
            ))}
          </NativeSelect>
        </Box>
        <Button
          minH="11"
          variant="outline"
          loading={saving}
          loadingText={SPIRIT_TEXT.savingCaptain}
          disabled={chosen === String(slot.captain?.userId ?? '')}
          onClick={() => void save()}
        >
          {SPIRIT_TEXT.saveCaptain}
        </Button>
      </Box>
      {offline.note}
    </Stack>
  );
}

export function CaptainPicker({
  slots,
  onSaved,
}: {
  slots: readonly SpiritCaptainSlot[];
  onSaved: () => void;
}) {
  return (
    <Stack gap="4">
      <Text color="fg.muted">{SPIRIT_TEXT.captainsIntro}</Text>
      {slots.map((slot) => (
        <CaptainSlot key={slot.competitionId} slot={slot} onSaved={onSaved} />
      ))}
    </Stack>
  );
}
