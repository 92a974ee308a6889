// The account calls every sign-in form shares: the SMS code, logging in, registering, resetting
// a password. A successful login or registration stores the ticket and the user at once, so the
// header and the guarded pages follow.
import type { CurrentUser, RegisterBody, SmsScene } from '../../contract/account';
import { accountApi } from '../../contract/api/account';
import { callApi } from '../api-client';
import { revalidateApi } from '../api-read';
import { setCurrentUser, signIn } from '../global-state';

export function sendCheckCode(phone: string, scene: SmsScene): Promise<null> {
  return callApi(accountApi.sendCheckCode, { query: { phone, scene } });
}

export async function loginByPassword(phone: string, password: string): Promise<CurrentUser> {
  const result = await callApi(accountApi.passwordLogin, { body: { phone, password } });
  signIn(result);
  return result.user;
}

export async function loginByCode(phone: string, code: string): Promise<CurrentUser> {
  const result = await callApi(accountApi.codeLogin, { body: { phone, code } });
  signIn(result);
  return result.user;
}

export async function registerAccount(body: RegisterBody): Promise<CurrentUser> {
  const result = await callApi(accountApi.register, { body });
  signIn(result);
  return result.user;
}

export function resetPassword(phone: string, code: string, password: string): Promise<null> {
  return callApi(accountApi.resetPassword, { body: { phone, code, password } });
}

/** After a change the server makes to the signed-in user (a club registered): read them again. */
export async function reloadCurrentUser(): Promise<void> {
  const { data } = await revalidateApi(accountApi.userInfo, undefined, { silent: true });
  setCurrentUser(data);
}
