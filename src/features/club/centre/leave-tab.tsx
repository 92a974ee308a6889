// Members who asked to leave, each approved (同意) or declined (拒绝) by the contact.
import { Stack } from '@chakra-ui/react';
import { useState } from 'react';
import { clubApi } from '../../../contract/api/club';
import type { ClubMember } from '../../../contract/club';
import { useSubmitRefusal } from '../../../lib/forms/use-submit-refusal';
import { toast } from '../../../lib/notify';
import { callApi } from '../../../lib/api-client';
import { revalidateApi } from '../../../lib/api-read';
import { useAccountApi } from '../../../lib/auth/use-account-data';
import { DataState } from '../../../theme/components/data-state';
import { formatDate } from '../../../theme/components/date-format';
import { DecisionItem } from '../../../theme/components/decision-item';
import { GENDER_LABEL, TEXT } from '../messages';
import { useOfflineRefusal } from './offline-refusal';
import { TabSection } from './tab-section';

export function LeaveTab() {
  const result = useAccountApi(clubApi.leaveRequests, {});
  const [busyId, setBusyId] = useState<number | null>(null);
  const offline = useOfflineRefusal(TEXT.offlineDecide);
  // By the requests' ids: a background re-read of the same list keeps a refusal shown.
  const refusals = useSubmitRefusal([result.data?.map((member) => member.membershipId).join()]);

  const decide = async (member: ClubMember, approve: boolean) => {
    setBusyId(member.membershipId);
    const decided = await refusals.run(
      () =>
        offline.send(() =>
          callApi(approve ? clubApi.approveLeave : clubApi.declineLeave, {
            body: { membershipId: member.membershipId },
          }),
        ),
      member.membershipId,
    );
    if (decided) {
      toast.success(approve ? TEXT.approved : TEXT.declined);
      await result.refresh();
      // The roster changed too: refresh its cached copy, which the contact may read offline.
      void revalidateApi(clubApi.members, {}, { silent: true }).catch(() => undefined);
    }
    setBusyId(null);
  };

  return (
    <TabSection title={TEXT.leaveRequests}>
      {offline.note}
      <DataState result={result} empty={TEXT.noLeaveRequests}>
        {(requests) => (
          <Stack as="ul" listStyleType="none" gap="3">
            {requests.map((member) => (
              <DecisionItem
                key={member.membershipId}
                title={
                  <>
                    {member.name}
                    {member.number !== null ? `（${TEXT.number} ${member.number}）` : ''}
                  </>
                }
                detail={
                  <>
                    {member.gender ? GENDER_LABEL[member.gender] : '—'} · {member.phone} ·{' '}
                    {formatDate(member.updatedAt)}
                  </>
                }
                subject={member.name}
                yesLabel={TEXT.approve}
                noLabel={TEXT.decline}
                busy={busyId === member.membershipId}
                anyBusy={busyId !== null}
                onDecide={(yes) => void decide(member, yes)}
                refusal={offline.note ? null : refusals.refusalFor(member.membershipId)}
              />
            ))}
          </Stack>
        )}
      </DataState>
    </TabSection>
  );
}
