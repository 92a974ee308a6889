// The transfer writes of the user centre and the club centre, by the route table. Each confirms
// with a toast; a refusal is thrown on, to be shown next to the button that asked.
import { membershipEligibilityApi as api } from '../../../contract/api/membership-eligibility';
import { callApi } from '../../../lib/api-client';
import { toast } from '../../../lib/notify';
import { TRANSFER_TEXT as T } from './transfer-messages';

const confirmed = <R>(answer: R, message: string): R => {
  toast.success(message);
  return answer;
};

export const askTransfer = async (toClubId: number) =>
  confirmed(await callApi(api.requestTransfer, { body: { toClubId } }), T.asked);
export const cancelTransfer = async (id: number) =>
  confirmed(await callApi(api.cancelTransfer, { params: { id } }), T.cancelled);
export const clubAskTransfer = async (userId: number) =>
  confirmed(await callApi(api.clubRequestTransfer, { body: { userId } }), T.clubAsked);
export const acceptTransfer = async (id: number) =>
  confirmed(await callApi(api.clubAcceptTransfer, { params: { id } }), T.accepted);
export const declineTransfer = async (id: number) =>
  confirmed(await callApi(api.clubDeclineTransfer, { params: { id } }), T.declined);
