// The user centre's writes, by the route table; its reads go through useApi (cached for offline
// reading). Failures show the server's own Chinese messages (the one ky client's notifications).
import type { CurrentUser, UpdateProfileBody } from '../../contract/account';
import { accountApi } from '../../contract/api/account';
import { callApi } from '../../lib/api-client';
import { setCurrentUser } from '../../lib/global-state';

export async function updateProfile(body: UpdateProfileBody): Promise<CurrentUser> {
  const user = await callApi(accountApi.update, { body });
  setCurrentUser(user);
  return user;
}

/** Sets a new password; the answer (the flag of a staff reset cleared) becomes the current user. */
export async function changePassword(oldPassword: string, password: string): Promise<CurrentUser> {
  const user = await callApi(accountApi.changePassword, { body: { oldPassword, password } });
  setCurrentUser(user);
  return user;
}

export const acceptInvitation = (membershipId: number) =>
  callApi(accountApi.accept, { body: { membershipId } });
export const rejectInvitation = (membershipId: number) =>
  callApi(accountApi.reject, { body: { membershipId } });
export const applyToLeave = (membershipId: number) =>
  callApi(accountApi.applyLeave, { body: { membershipId } });
