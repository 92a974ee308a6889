// The account calls every login form shares. A successful login or registration
// stores the ticket and the user at once, so the header and the guarded pages follow.
import type { CurrentUser, LoginResult, RegisterBody, SmsScene } from '../../contract/account';
import { apiGet, apiPost } from '../api-client';
import { setCurrentUser, signIn } from '../global-state';
import { revalidate } from '../swr-cache';

export function sendCheckCode(phone: string, scene: SmsScene): Promise<null> {
  return apiGet<null>('/api/user/sendCheckCode', { searchParams: { phone, scene } });
}

export async function loginByPassword(phone: string, password: string): Promise<CurrentUser> {
  const result = await apiPost<LoginResult>('/api/user/pwLogin', { phone, password });
  signIn(result);
  return result.user;
}

export async function loginByCode(phone: string, code: string): Promise<CurrentUser> {
  const result = await apiPost<LoginResult>('/api/user/ccLogin', { phone, code });
  signIn(result);
  return result.user;
}

export async function registerAccount(body: RegisterBody): Promise<CurrentUser> {
  const result = await apiPost<LoginResult>('/api/user/register', body);
  signIn(result);
  return result.user;
}

export function resetPassword(phone: string, code: string, password: string): Promise<null> {
  return apiPost<null>('/api/user/resetPassword', { phone, code, password });
}

/** After a change the server makes to the signed-in user (a club registered): read them again. */
export async function reloadCurrentUser(): Promise<void> {
  const { data } = await revalidate<CurrentUser>('/api/user/getUserInfo', { silent: true });
  setCurrentUser(data);
}
