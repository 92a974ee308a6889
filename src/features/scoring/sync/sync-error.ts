// Why a sync did not settle every action. Every reason but needs-login is retried later with
// backoff; needs-login waits for the volunteer to log in again. 'unexpected' is a sync that
// threw something else (local storage failing, say): never a reason to drop an action either.
export type SyncFailure =
  'network' | 'timeout' | 'server' | 'invalid' | 'needs-login' | 'unexpected';

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
