// Who is signed in: unknown until the start-up check answers, then the user or null.
// The answer is checked by the route's schema like every other, which loads beside the request
// and so stays off every page's first load.
import { startTransition } from 'react';
import type { CurrentUser, LoginResult } from '../../contract/account';
import { routePath } from '../../contract/api/route-path';
import { isApiError } from '../api-error';
import { readKey, revalidateApi } from '../api-read';
import { appStore, atom, useAtomValue } from '../app-store';
import { clearUserCache, setCacheUser, writeCacheEntry } from '../http-cache';
import { loadApiClient } from '../load-api-client';
import { readSwrCache } from '../swr-cache';
import { clearTicket, getTicket, setTicket } from '../ticket';
import { onUnauthorized } from '../unauthorized';
import { loadSchemaModule } from '../schema-modules';

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
  // A transition: the header and the pages that read the user re-render in slices, not in one
  // long task that holds a slow phone's taps (the start-up check answers while a page hydrates).
  startTransition(() => appStore.set(currentUserAtom, { status: 'loaded', user }));
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
  const { user } = result;
  void session().then(({ userInfo }) =>
    writeCacheEntry({
      key: readKey(userInfo),
      url: routePath(userInfo),
      data: user,
      storedAt: Date.now(),
      owner: user.id,
    }),
  );
}

// The session's two calls load when there is a session to check or end, not on every first load.
const session = () => import('../../contract/api/account-session').then((m) => m.sessionApi);

const userSchema = () =>
  session()
    .then(({ userInfo }) => userInfo.schemas(loadSchemaModule))
    .then((schemas) => schemas.response);

/**
 * The start-up check. Silent, because a visitor without a ticket is not an error. Only the
 * server's refusal (a business code; 401 has already dropped it in the client) drops the ticket.
 * Otherwise — no connection, a server in trouble (5xx), or an answer that is not a user (a
 * captive portal's page, say) — the ticket is kept and the last known user (cached) stands in, so
 * nobody is signed out by a bad moment of the network or the server on a championship day.
 */
export async function loadCurrentUser(): Promise<CurrentUser | null> {
  // A visitor without a ticket is nobody: asking the server would only cost a first visit a
  // request and the answer's schema.
  if (getTicket() === null) {
    setCurrentUser(null);
    return null;
  }
  const { userInfo } = await session();
  try {
    const { data } = await revalidateApi(userInfo, undefined, {
      silent: true,
      redirectOnUnauthorized: false,
    });
    setCurrentUser(data);
    return data;
  } catch (error) {
    const refused = isApiError(error) && error.kind === 'business';
    if (!refused && getTicket() !== null) {
      // The schema loads as a chunk of its own; one that cannot load here counts as nothing kept.
      const cached = await readSwrCache(readKey(userInfo), userSchema).catch(() => undefined);
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
    const { callApi } = await loadApiClient();
    await callApi(
      (await session()).logout,
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
