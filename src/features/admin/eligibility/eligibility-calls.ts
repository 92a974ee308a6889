// The eligibility section's write, by the route table; a refusal is thrown on, to be shown beside
// the form that asked (useSubmitRefusal).
import { membershipEligibilityApi as api } from '../../../contract/api/membership-eligibility';
import { callApi } from '../../../lib/api-client';
import { toast } from '../../../lib/notify';
import { ELIGIBILITY_MESSAGES as M } from './eligibility-messages';

export async function grantException(competitionId: number, userId: number, reason: string) {
  const answer = await callApi(api.grantException, {
    params: { id: competitionId },
    body: { userId, reason },
  });
  toast.success(M.granted);
  return answer;
}
