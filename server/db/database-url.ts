// The one place that understands DATABASE_URL, so env.ts (checking) and connect.ts (opening)
// can never disagree about what a value means.

export type DatabaseTarget =
  { engine: 'sqlite'; filename: string } | { engine: 'postgres'; connectionString: string };

export const DEFAULT_DATABASE_URL = 'sqlite:data/feipan.db';
export const SQLITE_MEMORY = ':memory:';

/** Returns null for a value that names no engine we support. */
export function parseDatabaseUrl(url: string): DatabaseTarget | null {
  const value = url.trim();
  if (value.startsWith('sqlite:')) {
    const filename = value.slice('sqlite:'.length);
    return filename ? { engine: 'sqlite', filename } : null;
  }
  if (/^postgres(ql)?:\/\/.+/.test(value)) {
    return { engine: 'postgres', connectionString: value };
  }
  return null;
}
