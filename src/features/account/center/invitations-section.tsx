// Invitations from clubs, each answered with 接受 or 拒绝.
import { Box, Button, Stack, Text } from '@chakra-ui/react';
import { useState } from 'react';
import type { MyMembership } from '../../../contract/account';
import { toast } from '../../../lib/notify';
import { formatDate } from '../../../theme/components/date-format';
import { acceptInvitation, rejectInvitation } from '../account-calls';
import { DIVISION_LABEL, TEXT } from '../messages';
import { CenterSection } from './center-section';

export interface InvitationsSectionProps {
  invitations: readonly MyMembership[];
  onChanged: () => void;
}

export function InvitationsSection({ invitations, onChanged }: InvitationsSectionProps) {
  const [busyId, setBusyId] = useState<number | null>(null);

  const answer = async (id: number, accept: boolean) => {
    setBusyId(id);
    try {
      await (accept ? acceptInvitation(id) : rejectInvitation(id));
      toast.success(accept ? TEXT.accepted : TEXT.rejected);
      onChanged();
    } catch {
      // The API client has shown the server's reason (already in a club, already answered…).
    } finally {
      setBusyId(null);
    }
  };

  return (
    <CenterSection title={TEXT.invitations}>
      {invitations.length === 0 ? (
        <Text color="fg.muted">{TEXT.noInvitations}</Text>
      ) : (
        <Stack as="ul" listStyleType="none" gap="3">
          {invitations.map((invitation) => (
            <Box
              as="li"
              key={invitation.id}
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
                <Text fontWeight="semibold">{TEXT.invitationFrom(invitation.club.name)}</Text>
                <Text fontSize="sm" color="fg.muted">
                  {DIVISION_LABEL[invitation.club.division]} · {invitation.club.city} ·{' '}
                  {formatDate(invitation.updatedAt)}
                  {invitation.number !== null ? ` · ${TEXT.number} ${invitation.number}` : ''}
                </Text>
              </Box>
              <Stack direction="row" gap="2">
                <Button
                  colorPalette="brand"
                  minH="11"
                  disabled={busyId !== null}
                  loading={busyId === invitation.id}
                  aria-label={`${TEXT.accept}：${invitation.club.name}`}
                  onClick={() => void answer(invitation.id, true)}
                >
                  {TEXT.accept}
                </Button>
                <Button
                  variant="outline"
                  minH="11"
                  disabled={busyId !== null}
                  aria-label={`${TEXT.reject}：${invitation.club.name}`}
                  onClick={() => void answer(invitation.id, false)}
                >
                  {TEXT.reject}
                </Button>
              </Stack>
            </Box>
          ))}
        </Stack>
      )}
    </CenterSection>
  );
}
