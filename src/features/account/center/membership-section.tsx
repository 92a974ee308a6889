// The player's club: membership status and number, and the request to leave (which the club's
// contact then approves or declines).
import { Box, Button, Stack, Text } from '@chakra-ui/react';
import { useState } from 'react';
import type { MyMembership } from '../../../contract/account';
import { toast } from '../../../lib/notify';
import { AppLink } from '../../../theme/components/app-link';
import { applyToLeave } from '../account-calls';
import { DIVISION_LABEL, MEMBERSHIP_STATUS_LABEL, TEXT } from '../messages';
import { CenterSection, Fact } from './center-section';

export interface MembershipSectionProps {
  membership: MyMembership | null;
  onChanged: () => void;
}

export function MembershipSection({ membership, onChanged }: MembershipSectionProps) {
  const [confirming, setConfirming] = useState(false);
  const [busy, setBusy] = useState(false);

  const leave = async (id: number) => {
    setBusy(true);
    try {
      await applyToLeave(id);
      toast.success(TEXT.leaveSent);
      setConfirming(false);
      onChanged();
    } catch {
      // The API client has shown the server's reason.
    } finally {
      setBusy(false);
    }
  };

  return (
    <CenterSection title={TEXT.myClub}>
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
          {membership.status === 'leave_requested' && (
            <Text color="orange.fg">{TEXT.leavePending}</Text>
          )}
          {membership.status === 'active' &&
            (confirming ? (
              <Stack gap="2" role="group" aria-label={TEXT.applyLeave}>
                <Text>{TEXT.confirmLeave(membership.club.name)}</Text>
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
    </CenterSection>
  );
}
