// The competition pages' writes (features/admin/shell/life-cycle-calls.ts), and the removal of a
// draft no one has entered.
import { adminCompetitionsApi as api } from '../../../contract/api/admin-competitions';
import { callApi } from '../../../lib/api-client';
import { toast } from '../../../lib/notify';
import { lifeCycleCalls, pinCall } from '../shell/life-cycle-calls';
import { COMPETITIONS_MESSAGES as M } from './competitions-messages';

const calls = lifeCycleCalls(api, M.done);
export const saveCompetition = calls.save;
export const publishCompetition = calls.publish;
export const withdrawCompetition = calls.withdraw;
export const pinCompetition = pinCall(api.pin, M.done);

export async function removeCompetition(id: number) {
  await callApi(api.remove, { params: { id } });
  toast.success(M.done.removed);
}
