// A consistent copy of a PostgreSQL database while the servers keep writing: pg_dump in its custom
// format, which reads everything in one snapshot (one repeatable-read transaction) and never
// blocks a writer. `schema`: only that schema (the tests work in one schema each).
import { runTool } from './run-tool';

export async function backupPostgres(
  connectionString: string,
  destination: string,
  schema?: string,
): Promise<void> {
  await runTool(
    'pg_dump',
    [
      '--format=custom',
      '--no-owner',
      '--no-privileges',
      `--file=${destination}`,
      ...(schema ? [`--schema=${schema}`] : []),
    ],
    connectionString,
  );
}
