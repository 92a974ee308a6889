// Choosing a competition roster from the club's active players, with the division's rules shown
// live: how many men and women are picked, and what is still missing.
import { Box, Button, chakra, Stack, Text } from '@chakra-ui/react';
import { useState } from 'react';
import { clubApi } from '../../../contract/api/club';
import type { ClubCompetition, ClubMember } from '../../../contract/club';
import { checkRoster, fitsDivision } from '../../../contract/rules/roster-rules';
import { callApi } from '../../../lib/api-client';
import { useSubmitRefusal } from '../../../lib/forms/use-submit-refusal';
import { toast } from '../../../lib/notify';
import { FormRefusal } from '../../../theme/components/form-refusal';
import { GENDER_LABEL, TEXT } from '../messages';
import { useOfflineRefusal } from './offline-refusal';

export interface RosterPickerProps {
  competition: ClubCompetition;
  members: readonly ClubMember[];
  initial: readonly number[];
  onDone: (submitted: boolean) => void;
}

export function RosterPicker({ competition, members, initial, onDone }: RosterPickerProps) {
  const active = members.filter((member) => member.status === 'active');
  const [picked, setPicked] = useState<ReadonlySet<number>>(() => new Set(initial));
  const [submitting, setSubmitting] = useState(false);
  const offline = useOfflineRefusal(TEXT.offlineRegister);
  const refusals = useSubmitRefusal([picked]);
  const chosen = active.filter((member) => picked.has(member.userId));
  const check = checkRoster(competition, chosen);

  const toggle = (userId: number) =>
    setPicked((previous) => {
      const next = new Set(previous);
      if (next.has(userId)) next.delete(userId);
      else next.add(userId);
      return next;
    });

  const submit = async () => {
    if (check.problems.length > 0) return;
    setSubmitting(true);
    const sent = await refusals.run(() =>
      offline.send(() =>
        callApi(clubApi.enter, {
          params: { id: competition.id },
          body: {
            players: chosen.map((member) => ({ userId: member.userId, number: member.number })),
          },
        }),
      ),
    );
    if (!sent) {
      setSubmitting(false);
      return;
    }
    toast.success(TEXT.submitted);
    onDone(true);
  };

  if (active.length === 0) return <Text color="fg.muted">{TEXT.noActivePlayers}</Text>;

  return (
    <Stack gap="3" borderWidth="1px" borderRadius="l2" p="3" bg="bg.subtle">
      <Box as="fieldset">
        <Box as="legend" fontWeight="semibold" mb="2">
          {TEXT.chooseRoster}
        </Box>
        <Box
          display="grid"
          gridTemplateColumns={{ base: '1fr', sm: 'repeat(2, 1fr)', md: 'repeat(3, 1fr)' }}
          gap="1"
        >
          {active.map((member) => {
            const fits = fitsDivision(competition.division, member.gender);
            return (
              <chakra.label
                key={member.userId}
                display="flex"
                alignItems="center"
                gap="2"
                minH="11"
                px="2"
                borderRadius="l1"
                cursor={fits ? 'pointer' : 'not-allowed'}
                color={fits ? undefined : 'fg.muted'}
                _hover={fits ? { bg: 'bg.muted' } : undefined}
              >
                <chakra.input
                  type="checkbox"
                  w="5"
                  h="5"
                  accentColor="var(--chakra-colors-brand-600)"
                  checked={picked.has(member.userId)}
                  disabled={!fits}
                  onChange={() => toggle(member.userId)}
                />
                {member.number !== null ? `${member.number} ` : ''}
                {member.name}（{member.gender ? GENDER_LABEL[member.gender] : '—'}）
                {!fits && TEXT.wrongGenderNote}
              </chakra.label>
            );
          })}
        </Box>
      </Box>
      <Box role="status" aria-live="polite">
        <Text fontWeight="semibold">{TEXT.counts(check.total, check.men, check.women)}</Text>
        {check.problems.map((problem) => (
          <Text key={problem.message} color="red.700" fontSize="sm">
            {problem.message}
          </Text>
        ))}
      </Box>
      {offline.note ?? <FormRefusal refusal={refusals.refusal} />}
      <Stack direction="row" gap="3">
        <Button
          colorPalette="brand"
          minH="11"
          disabled={check.problems.length > 0}
          loading={submitting}
          loadingText={TEXT.submitting}
          onClick={() => void submit()}
        >
          {TEXT.submitRoster}
        </Button>
        <Button variant="outline" minH="11" onClick={() => onDone(false)}>
          {TEXT.cancel}
        </Button>
      </Stack>
    </Stack>
  );
}
