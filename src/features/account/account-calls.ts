// The user centre's calls: reads through useSwr (cached for offline reading), writes through
// the one ky client, whose notifications show the server's own Chinese messages on failure.
import type { CurrentUser, UpdateProfileBody } from '../../contract/account';
import { apiPost } from '../../lib/api-client';
import { setCurrentUser } from '../../lib/global-state';

export const USER_CENTER_URL = '/api/user/center';
export const userCompetitionsUrl = (userId: number, year: number) =>
  `/api/user/competitions/${userId}/year/${year}`;

export async function updateProfile(body: UpdateProfileBody): Promise<CurrentUser> {
  const user = await apiPost<CurrentUser>('/api/user/update', body);
  setCurrentUser(user);
  return user;
}

export const acceptInvitation = (membershipId: number) =>
  apiPost<null>('/api/user/accept', { membershipId });
export const rejectInvitation = (membershipId: number) =>
  apiPost<null>('/api/user/reject', { membershipId });
export const applyToLeave = (membershipId: number) =>
  apiPost<null>('/api/user/apply/leave', { membershipId });
