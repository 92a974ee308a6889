// Who is signed in: unknown until the start-up check answers, then the user or null.
// The answer is not checked with the contract's zod schema: this runs on every page's first
// load, and the validation library would double its JavaScript.
import type { CurrentUser, LoginResult } from '../../contract/account';
import { apiPost, onUnauthorized } from '../api-client';
import { isOfflineFailure } from '../api-error';
import { appStore, atom, useAtomValue } from '../app-store';
import { clearUserCache, setCacheUser, writeCacheEntry } from '../http-cache';
import { readSwrCache, revalidate, swrKey } from '../swr-cache';
import { clearTicket, getTicket, setTicket } from '../ticket';

export const USER_INFO_URL = '/api/user/getUserInfo';
export const LOGOUT_URL = '/api/user/logout';
const LOGOUT_TIMEOUT_MS = 5000;

export interface CurrentUserState {
  status: 'unknown' | 'loaded';
  user: CurrentUser | null;
}

export const currentUserAtom = atom<CurrentUserState>({ status: 'unknown', user: null });

export function useCurrentUser(): CurrentUserState {
  return useAtomValue(currentUserAtom, { store: appStore });
}

/** After a login call: remember who it is (the ticket is already stored). */
export function setCurrentUser(user: CurrentUser | null): void {
  appStore.set(currentUserAtom, { status: 'loaded', user });
  void setCacheUser(user?.id ?? null);
}

// A call answered "not logged in": whoever we thought was signed in no longer is.
onUnauthorized(() => setCurrentUser(null));

/**
 * Stores the ticket and the user of a login answer ({ ticket, user }). The user is kept as the
 * start-up check's answer too, so the app reopened offline knows who signed in here.
 */
export function signIn(result: LoginResult): void {
  setTicket(result.ticket);
  setCurrentUser(result.user);
  const key = swrKey(USER_INFO_URL);
  const { user } = result;
  void writeCacheEntry({
    key,
    url: USER_INFO_URL,
    data: user,
    storedAt: Date.now(),
    owner: user.id,
  });
}

/**
 * The start-up check. Silent, because a visitor without a ticket is not an error. When the
 * server answers with a refusal the ticket is dropped; when it cannot be reached, the ticket is
 * kept and the last known user (cached) stands in, so an offline volunteer stays signed in.
 */
export async function loadCurrentUser(): Promise<CurrentUser | null> {
  try {
    const { data } = await revalidate<CurrentUser>(USER_INFO_URL, {
      silent: true,
      redirectOnUnauthorized: false,
    });
    setCurrentUser(data);
    return data;
  } catch (error) {
    if (isOfflineFailure(error) && getTicket() !== null) {
      const cached = await readSwrCache<CurrentUser>(swrKey(USER_INFO_URL));
      setCurrentUser(cached?.data ?? null);
      return cached?.data ?? null;
    }
    clearTicket();
    setCurrentUser(null);
    return null;
  }
}

/** Ends the session on the server when it can be reached, and always on this device. */
export async function logout(): Promise<void> {
  try {
    await apiPost(
      LOGOUT_URL,
      {},
      { silent: true, timeout: LOGOUT_TIMEOUT_MS, redirectOnUnauthorized: false },
    );
  } catch {
    // Offline or already expired: the ticket dies here anyway and expires on the server.
  }
  clearTicket();
  await clearUserCache();
  setCurrentUser(null);
}
