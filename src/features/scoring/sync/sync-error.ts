// Why a call to the server did not settle an action. Every reason but needs-login is retried
// later with backoff; needs-login waits for the volunteer to log in again.
export type SyncFailure = 'network' | 'timeout' | 'server' | 'invalid' | 'needs-login';

export class SyncError extends Error {
  readonly reason: SyncFailure;

  constructor(reason: SyncFailure, message: string, options?: { cause?: unknown }) {
    super(message, options);
    this.name = 'SyncError';
    this.reason = reason;
  }
}

export function isSyncError(error: unknown): error is SyncError {
  return error instanceof SyncError;
}
