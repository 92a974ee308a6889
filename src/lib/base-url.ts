// The router base (vite `base`, from BASE_PATH) prefixes every URL the app builds itself.

/** The app's base path, always ending with a slash: `/` or `/portal/`. */
export function appBase(): string {
  const base = import.meta.env.BASE_URL || '/';
  return base.endsWith('/') ? base : `${base}/`;
}

/** `withBase('/api/index')` → `/portal/api/index` under base `/portal/`, without doubled slashes. */
export function withBase(path: string): string {
  return appBase() + path.replace(/^\/+/, '');
}

/** The inverse of withBase: `/portal/home` → `/home` under base `/portal/`, as the routes see it. */
export function withoutBase(pathname: string): string {
  const base = appBase();
  return pathname.startsWith(base) ? `/${pathname.slice(base.length)}` : pathname;
}
