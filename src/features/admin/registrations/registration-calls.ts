// The 报名 pages' writes, by the route table. Each confirms with a toast; refusals are thrown on,
// to be shown beside the dialog that asked (useSubmitRefusal).
import { adminRegistrationsApi } from '../../../contract/api/admin-registrations';
import { callApi } from '../../../lib/api-client';
import { toast } from '../../../lib/notify';
import { REGISTRATIONS_MESSAGES as M } from './registrations-messages';

const confirmed = <T>(answer: T, message: string): T => {
  toast.success(message);
  return answer;
};

export const approveEntry = async (id: number) =>
  confirmed(await callApi(adminRegistrationsApi.approve, { params: { id } }), M.approved);

export const rejectEntry = async (id: number, reason: string) =>
  confirmed(
    await callApi(adminRegistrationsApi.reject, { params: { id }, body: { reason } }),
    M.rejected,
  );

export const addPlayer = async (
  id: number,
  body: { userId: number; number: number | null; reason: string },
) => confirmed(await callApi(adminRegistrationsApi.addPlayer, { params: { id }, body }), M.added);

export const removePlayer = async (id: number, body: { userId: number; reason: string }) =>
  confirmed(await callApi(adminRegistrationsApi.removePlayer, { params: { id }, body }), M.removed);
