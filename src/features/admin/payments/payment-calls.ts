// The 缴费 section's writes, by the route table. Each confirms with a toast; refusals are thrown on,
// to be shown beside the action that asked (useSubmitRefusal).
import { adminPaymentsApi } from '../../../contract/api/admin-payments';
import type { BankAccount } from '../../../contract/membership-payments';
import { callApi } from '../../../lib/api-client';
import { toast } from '../../../lib/notify';
import { PAYMENTS_MESSAGES as M } from './payments-messages';

export async function confirmPayment(id: number) {
  const answer = await callApi(adminPaymentsApi.confirm, { params: { id } });
  toast.success(M.confirmedToast);
  return answer;
}

export async function refusePayment(id: number, reason: string) {
  const answer = await callApi(adminPaymentsApi.refuse, { params: { id }, body: { reason } });
  toast.success(M.refusedToast);
  return answer;
}

export async function recordInPerson(registrationId: number, amountFen: number, paidOn: string) {
  const answer = await callApi(adminPaymentsApi.inPerson, {
    body: { registrationIds: [registrationId], amountFen, paidOn },
  });
  toast.success(M.recordedToast(answer.receiptNumber ?? ''));
  return answer;
}

export async function saveBankAccount(account: BankAccount) {
  const answer = await callApi(adminPaymentsApi.saveBankAccount, { body: account });
  toast.success(M.bankSaved);
  return answer;
}
