// The player's club: membership status and number, and the request to leave (which the club's
// contact then approves or declines).
import { Box, Button, Stack, Text } from '@chakra-ui/react';
import { useState } from 'react';
import type { MyMembership } from '../../../contract/account';
import { useSubmitRefusal } from '../../../lib/forms/use-submit-refusal';
import { toast } from '../../../lib/notify';
import { AppLink } from '../../../theme/components/app-link';
import { FormRefusal } from '../../../theme/components/form-refusal';
import { applyToLeave } from '../account-calls';
import { DIVISION_LABEL, MEMBERSHIP_STATUS_LABEL, TEXT } from '../messages';
import { CentreSection, Fact } from './centre-section';

export interface MembershipSectionProps {
  membership: MyMembership | null;
  onChanged: () => void;
}

export function MembershipSection({ membership, onChanged }: MembershipSectionProps) {
  const [confirming, setConfirming] = useState(false);
  const [busy, setBusy] = useState(false);
  const refusals = useSubmitRefusal([membership?.id, membership?.status, confirming]);

  const leave = async (id: number) => {
    setBusy(true);
    const sent = await refusals.run(() => applyToLeave(id));
    setBusy(false);
    if (!sent) return;
    toast.success(TEXT.leaveSent);
    setConfirming(false);
    onChanged();
  };

  return (
    <CentreSection title={TEXT.myClub}>
      {membership ? (
        <Stack gap="3">
          <Box as="dl">
            <Fact label="俱乐部">
              <AppLink to={`/club/detail?id=${membership.club.id}`} color="brand.fg">
                {membership.club.name}
              </AppLink>
              <Text as="span" color="fg.muted" ms="2" fontWeight="normal">
                {DIVISION_LABEL[membership.club.division]} · {membership.club.city}
              </Text>
            </Fact>
            <Fact label={TEXT.status}>{MEMBERSHIP_STATUS_LABEL[membership.status]}</Fact>
            <Fact label={TEXT.number}>{membership.number ?? TEXT.notSet}</Fact>
          </Box>
          <Box>
            <AppLink
              to="/user/club/members"
              color="brand.fg"
              fontWeight="semibold"
              minH="11"
              display="inline-flex"
              alignItems="center"
            >
              {TEXT.toPlayerClub}
            </AppLink>
          </Box>
          {membership.status === 'leave_requested' && (
            <Text color="orange.fg">{TEXT.leavePending}</Text>
          )}
          {membership.status === 'active' &&
            (confirming ? (
              <Stack gap="2" role="group" aria-label={TEXT.applyLeave}>
                <Text>{TEXT.confirmLeave(membership.club.name)}</Text>
                <FormRefusal refusal={refusals.refusal} />
                <Stack direction="row" gap="3">
                  <Button
                    colorPalette="red"
                    minH="11"
                    loading={busy}
                    onClick={() => void leave(membership.id)}
                  >
                    确定
                  </Button>
                  <Button variant="outline" minH="11" onClick={() => setConfirming(false)}>
                    {TEXT.cancel}
                  </Button>
                </Stack>
              </Stack>
            ) : (
              <Box>
                <Button variant="outline" minH="11" onClick={() => setConfirming(true)}>
                  {TEXT.applyLeave}
                </Button>
              </Box>
            ))}
        </Stack>
      ) : (
        <Text color="fg.muted">{TEXT.noClub}</Text>
      )}
    </CentreSection>
  );
}
