// 交接给其他志愿者: a volunteer whose phone is dying gives the game to another volunteer
// (server/routes/scoring/handoff-routes.ts). It needs the network; what this phone recorded and
// has not sent yet stays in its outbox and still syncs, since it was recorded before the handoff.
import { Button, Field, Stack, Text } from '@chakra-ui/react';
import { useEffect, useState } from 'react';
import { scoringApi } from '../../../contract/api/scoring';
import type { VolunteerRef } from '../../../contract/scoring';
import { callApi } from '../../../lib/api-client';
import { isApiError } from '../../../lib/api-error';
import { NativeSelect } from '../../../theme/components/native-select';
import { useOnline } from '../../../theme/components/use-online';
import { MSG } from '../messages';
import { ConfirmPair, OUTLINE_AT_7_TO_1 } from './confirm-pair';

const quiet = { silent: true, redirectOnUnauthorized: false } as const;

const messageOf = (error: unknown) => (isApiError(error) ? error.message : MSG.handoffOffline);

function HandoffForm({
  gameId,
  onDone,
  onCancel,
}: {
  gameId: number;
  onDone(name: string): void;
  onCancel(): void;
}) {
  const [volunteers, setVolunteers] = useState<VolunteerRef[] | undefined>(undefined);
  const [chosen, setChosen] = useState('');
  const [problem, setProblem] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  useEffect(() => {
    let live = true;
    callApi(scoringApi.handoffVolunteers, { params: { id: gameId } }, quiet).then(
      (list) => live && setVolunteers(list),
      (error: unknown) => live && setProblem(messageOf(error)),
    );
    return () => {
      live = false;
    };
  }, [gameId]);

  const submit = () => {
    if (!chosen) return setProblem(MSG.handoffPick);
    setBusy(true);
    setProblem(null);
    callApi(scoringApi.handoff, { body: { gameId, toUserId: Number(chosen) } }, quiet).then(
      (result) => onDone(result.volunteer.name),
      (error: unknown) => {
        setBusy(false);
        setProblem(messageOf(error));
      },
    );
  };

  return (
    <Stack
      gap="3"
      role="dialog"
      aria-label={MSG.handoffTitle}
      bg="bg"
      p="4"
      borderRadius="l3"
      shadow="sm"
    >
      <Text fontWeight="bold">{MSG.handoffTitle}</Text>
      <Text fontSize="sm" color="gray.800">
        {MSG.handoffHint}
      </Text>
      {volunteers?.length === 0 ? <Text>{MSG.handoffNone}</Text> : null}
      {volunteers && volunteers.length > 0 ? (
        <Field.Root>
          <Field.Label>{MSG.handoffTo}</Field.Label>
          <NativeSelect value={chosen} onChange={(event) => setChosen(event.currentTarget.value)}>
            <option value="">{MSG.handoffPick}</option>
            {volunteers.map((v) => (
              <option key={v.id} value={v.id}>
                {v.name}
              </option>
            ))}
          </NativeSelect>
        </Field.Root>
      ) : null}
      {problem ? (
        <Text role="alert" fontWeight="bold" color="red.900" bg="red.50" p="3" borderRadius="l2">
          {problem}
        </Text>
      ) : null}
      <ConfirmPair
        confirmLabel={MSG.handoffConfirm}
        busy={busy}
        onCancel={onCancel}
        onConfirm={submit}
      />
    </Stack>
  );
}

export function HandoffPanel({ gameId }: { gameId: number }) {
  const online = useOnline();
  const [open, setOpen] = useState(false);
  const [handedTo, setHandedTo] = useState<string | null>(null);
  if (handedTo) {
    return (
      <Text fontWeight="bold" color="green.900" bg="green.50" p="3" borderRadius="l2">
        {MSG.handedOff(handedTo)}
      </Text>
    );
  }
  if (open && online) {
    return <HandoffForm gameId={gameId} onCancel={() => setOpen(false)} onDone={setHandedTo} />;
  }
  return (
    <Stack gap="2">
      <Button size="lg" {...OUTLINE_AT_7_TO_1} disabled={!online} onClick={() => setOpen(true)}>
        {MSG.handoff}
      </Button>
      {online ? null : (
        <Text fontSize="sm" color="gray.800">
          {MSG.handoffOffline}
        </Text>
      )}
    </Stack>
  );
}
