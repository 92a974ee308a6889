// The console's transfer decisions, by the route table. Each confirms with a toast; a refusal is
// thrown on, to be shown inside the dialog that asked.
import { membershipEligibilityApi as api } from '../../../contract/api/membership-eligibility';
import { callApi } from '../../../lib/api-client';
import { toast } from '../../../lib/notify';
import { TRANSFER_MESSAGES as M } from './transfer-messages';

export const approveTransfer = async (id: number) => {
  const after = await callApi(api.approveTransfer, { params: { id } });
  toast.success(M.approved);
  return after;
};

export const rejectTransfer = async (id: number, reason: string) => {
  const after = await callApi(api.rejectTransfer, { params: { id }, body: { reason } });
  toast.success(M.rejected);
  return after;
};
