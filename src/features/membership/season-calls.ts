// The season's writes from the user centre, by the route table; the reads go through
// useAccountApi. Refusals carry the server's own Chinese message.
import type { RegisterBody, SubmitBody } from '../../contract/membership-season';
import { membershipEligibilityApi } from '../../contract/api/membership-eligibility';
import { membershipSeasonApi } from '../../contract/api/membership-season';
import { callApi } from '../../lib/api-client';

export const registerForSeason = (body: RegisterBody) =>
  callApi(membershipSeasonApi.register, { body });
export const submitRegistration = (id: number, body: SubmitBody) =>
  callApi(membershipSeasonApi.submit, { params: { id }, body });
export const registerClubForSeason = (seasonId: number, waiverVersion: number | null) =>
  callApi(membershipSeasonApi.registerClub, { body: { seasonId, waiverVersion } });
export const saveIdNumber = (idNumber: string) =>
  callApi(membershipEligibilityApi.saveIdNumber, { body: { idNumber } });
