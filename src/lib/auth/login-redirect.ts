// Where a visitor goes to log in, and where they return afterwards. Only paths of this site are
// accepted as a return address, so a crafted link cannot send someone elsewhere after login.

export const LOGIN_PATH = '/login';
export const REDIRECT_PARAM = 'redirect';
export const AFTER_LOGIN_DEFAULT = '/user/center';

export interface PathParts {
  pathname: string;
  search?: string;
  hash?: string;
}

/** The login page's address that returns to `from` afterwards. */
export function loginPathFor(from: PathParts): string {
  const back = `${from.pathname}${from.search ?? ''}${from.hash ?? ''}`;
  if (from.pathname === LOGIN_PATH || back === '/') return LOGIN_PATH;
  return `${LOGIN_PATH}?${REDIRECT_PARAM}=${encodeURIComponent(back)}`;
}

/** The return address of a login page's query, or the user centre when it is missing or foreign. */
export function redirectTarget(search: URLSearchParams): string {
  const wanted = search.get(REDIRECT_PARAM);
  if (!wanted || !wanted.startsWith('/') || wanted.startsWith('//') || wanted.includes('\\')) {
    return AFTER_LOGIN_DEFAULT;
  }
  if (wanted === LOGIN_PATH || wanted.startsWith(`${LOGIN_PATH}?`)) return AFTER_LOGIN_DEFAULT;
  return wanted;
}
