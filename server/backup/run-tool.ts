// Runs a PostgreSQL client tool (pg_dump, pg_restore) without a shell, with the connection's
// password in its environment rather than on its command line, where `ps` would show it.
import { spawn } from 'node:child_process';
import { BACKUP_MSG } from './backup-messages';

export class ToolMissing extends Error {}

export interface ToolResult {
  stdout: string;
  stderr: string;
}

/** Splits a postgres:// URL into the libpq variables the tools read, the password among them. */
export function libpqEnvironment(connectionString: string): NodeJS.ProcessEnv {
  const url = new URL(connectionString);
  const env: NodeJS.ProcessEnv = {};
  if (url.hostname) env.PGHOST = decodeURIComponent(url.hostname);
  if (url.port) env.PGPORT = url.port;
  if (url.username) env.PGUSER = decodeURIComponent(url.username);
  if (url.password) env.PGPASSWORD = decodeURIComponent(url.password);
  const database = decodeURIComponent(url.pathname.replace(/^\//, ''));
  if (database) env.PGDATABASE = database;
  const sslmode = url.searchParams.get('sslmode');
  if (sslmode) env.PGSSLMODE = sslmode;
  return env;
}

export function runTool(
  tool: 'pg_dump' | 'pg_restore',
  args: string[],
  connectionString?: string,
): Promise<ToolResult> {
  return new Promise((resolve, reject) => {
    const child = spawn(tool, args, {
      env: { ...process.env, ...(connectionString ? libpqEnvironment(connectionString) : {}) },
      stdio: ['ignore', 'pipe', 'pipe'],
    });
    const out: Buffer[] = [];
    const err: Buffer[] = [];
    child.stdout.on('data', (chunk: Buffer) => out.push(chunk));
    child.stderr.on('data', (chunk: Buffer) => err.push(chunk));
    child.on('error', (error: NodeJS.ErrnoException) => {
      reject(
        error.code === 'ENOENT'
          ? new ToolMissing(tool === 'pg_dump' ? BACKUP_MSG.noPgDump : BACKUP_MSG.noPgRestore)
          : error,
      );
    });
    child.on('close', (code) => {
      const result = {
        stdout: Buffer.concat(out).toString(),
        stderr: Buffer.concat(err).toString(),
      };
      if (code === 0) resolve(result);
      else reject(new Error(BACKUP_MSG.toolFailed(tool, result.stderr.trim() || `退出码 ${code}`)));
    });
  });
}
