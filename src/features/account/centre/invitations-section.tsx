// Invitations from clubs, each answered with 接受 or 拒绝; a refused answer (already in another
// club, already answered) stays under that invitation until the next answer or a new list.
import { Stack, Text } from '@chakra-ui/react';
import { useState } from 'react';
import type { MyMembership } from '../../../contract/account';
import { useSubmitRefusal } from '../../../lib/forms/use-submit-refusal';
import { toast } from '../../../lib/notify';
import { formatDate } from '../../../theme/components/date-format';
import { DecisionItem } from '../../../theme/components/decision-item';
import { acceptInvitation, rejectInvitation } from '../account-calls';
import { DIVISION_LABEL, TEXT } from '../messages';
import { CentreSection } from './centre-section';

export interface InvitationsSectionProps {
  invitations: readonly MyMembership[];
  onChanged: () => void;
}

export function InvitationsSection({ invitations, onChanged }: InvitationsSectionProps) {
  const [busyId, setBusyId] = useState<number | null>(null);
  // By the invitations' ids: a background re-read of the same list keeps the refusal shown.
  const refusals = useSubmitRefusal([invitations.map((invitation) => invitation.id).join()]);

  const answer = async (id: number, accept: boolean) => {
    setBusyId(id);
    const answered = await refusals.run(
      () => (accept ? acceptInvitation(id) : rejectInvitation(id)),
      id,
    );
    setBusyId(null);
    if (!answered) return;
    toast.success(accept ? TEXT.accepted : TEXT.rejected);
    onChanged();
  };

  return (
    <CentreSection title={TEXT.invitations}>
      {invitations.length === 0 ? (
        <Text color="fg.muted">{TEXT.noInvitations}</Text>
      ) : (
        <Stack as="ul" listStyleType="none" gap="3">
          {invitations.map((invitation) => (
            <DecisionItem
              key={invitation.id}
              title={TEXT.invitationFrom(invitation.club.name)}
              detail={
                <>
                  {DIVISION_LABEL[invitation.club.division]} · {invitation.club.city} ·{' '}
                  {formatDate(invitation.updatedAt)}
                  {invitation.number !== null ? ` · ${TEXT.number} ${invitation.number}` : ''}
                </>
              }
              subject={invitation.club.name}
              yesLabel={TEXT.accept}
              noLabel={TEXT.reject}
              busy={busyId === invitation.id}
              anyBusy={busyId !== null}
              onDecide={(yes) => void answer(invitation.id, yes)}
              refusal={refusals.refusalFor(invitation.id)}
            />
          ))}
        </Stack>
      )}
    </CentreSection>
  );
}
