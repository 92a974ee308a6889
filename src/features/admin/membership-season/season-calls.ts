// The console's 年度注册 writes, by the route table. Each confirms with a toast; refusals are shown
// next to the form or dialog that asked, so they are thrown on.
import type { SeasonBody } from '../../../contract/membership-season';
import { adminMembershipSeasonApi as api } from '../../../contract/api/admin-membership-season';
import { callApi } from '../../../lib/api-client';
import { toast } from '../../../lib/notify';
import { SEASON_MESSAGES as M } from './season-messages';

const confirmed = <T>(answer: T, message: string): T => {
  toast.success(message);
  return answer;
};

export const saveSeason = async (id: number | null, body: SeasonBody) =>
  confirmed(
    id === null
      ? await callApi(api.createSeason, { body })
      : await callApi(api.changeSeason, { params: { id }, body }),
    M.saved,
  );

export const publishWaiver = async (text: string) =>
  confirmed(await callApi(api.publishWaiver, { body: { text } }), M.published);

export const approveRegistration = async (id: number) =>
  confirmed(await callApi(api.approveRegistration, { params: { id } }), M.approved);

export const rejectRegistration = async (id: number, reason: string) =>
  confirmed(
    await callApi(api.rejectRegistration, { params: { id }, body: { reason } }),
    M.rejected,
  );
