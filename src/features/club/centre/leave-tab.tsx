// Members who asked to leave, each approved (同意) or declined (拒绝) by the contact.
import { Box, Button, Stack, Text } from '@chakra-ui/react';
import { useState } from 'react';
import type { ClubMember } from '../../../contract/club';
import { toast } from '../../../lib/notify';
import { revalidate } from '../../../lib/swr';
import { useAccountData } from '../../../lib/auth/use-account-data';
import { DataState } from '../../../theme/components/data-state';
import { formatDate } from '../../../theme/components/date-format';
import { approveLeave, declineLeave, LEAVE_REQUESTS_URL, MEMBERS_URL } from '../club-calls';
import { GENDER_LABEL, TEXT } from '../messages';
import { TabSection } from './tab-section';

export function LeaveTab() {
  const result = useAccountData<ClubMember[]>(LEAVE_REQUESTS_URL);
  const [busyId, setBusyId] = useState<number | null>(null);

  const decide = async (member: ClubMember, approve: boolean) => {
    setBusyId(member.membershipId);
    try {
      await (approve ? approveLeave(member.membershipId) : declineLeave(member.membershipId));
      toast.success(approve ? TEXT.approved : TEXT.declined);
      await result.refresh();
      // The roster changed too: refresh its cached copy, which the contact may read offline.
      void revalidate(MEMBERS_URL, { silent: true }).catch(() => undefined);
    } catch {
      // The API client has shown the server's reason.
    } finally {
      setBusyId(null);
    }
  };

  return (
    <TabSection title={TEXT.leaveRequests}>
      <DataState result={result} empty={TEXT.noLeaveRequests}>
        {(requests) => (
          <Stack as="ul" listStyleType="none" gap="3">
            {requests.map((member) => (
              <Box
                as="li"
                key={member.membershipId}
                borderWidth="1px"
                borderRadius="l2"
                p="3"
                display="flex"
                flexWrap="wrap"
                gap="3"
                alignItems="center"
                justifyContent="space-between"
              >
                <Box>
                  <Text fontWeight="semibold">
                    {member.name}
                    {member.number !== null ? `（${TEXT.number} ${member.number}）` : ''}
                  </Text>
                  <Text fontSize="sm" color="fg.muted">
                    {member.gender ? GENDER_LABEL[member.gender] : '—'} · {member.phone} ·{' '}
                    {formatDate(member.updatedAt)}
                  </Text>
                </Box>
                <Stack direction="row" gap="2">
                  <Button
                    colorPalette="brand"
                    minH="11"
                    disabled={busyId !== null}
                    loading={busyId === member.membershipId}
                    aria-label={`${TEXT.approve}：${member.name}`}
                    onClick={() => void decide(member, true)}
                  >
                    {TEXT.approve}
                  </Button>
                  <Button
                    variant="outline"
                    minH="11"
                    disabled={busyId !== null}
                    aria-label={`${TEXT.decline}：${member.name}`}
                    onClick={() => void decide(member, false)}
                  >
                    {TEXT.decline}
                  </Button>
                </Stack>
              </Box>
            ))}
          </Stack>
        )}
      </DataState>
    </TabSection>
  );
}
