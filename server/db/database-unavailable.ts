// Whether a failure means the database cannot be reached at the moment (it is restarting, its
// machine is gone, the network between them dropped), as opposed to a fault in a query. Such a
// request is answered 503 with a message saying to try again, and a phone's sync does so by
// itself; the pool opens a new connection for the next request.
const NODE_CODES = new Set(['ECONNREFUSED', 'ECONNRESET', 'ETIMEDOUT', 'EPIPE', 'EHOSTUNREACH']);
// PostgreSQL's SQLSTATEs for a server shutting down or starting, and for a lost connection.
const SQLSTATES = new Set(['57P01', '57P02', '57P03', '08000', '08001', '08003', '08006']);
const PG_CONNECTION_LOST =
  /Connection terminated|connection is closed|Client has encountered a connection error/i;

export function isDatabaseUnavailable(error: unknown): boolean {
  if (!(error instanceof Error)) return false;
  const code = (error as { code?: unknown }).code;
  if (typeof code === 'string' && (NODE_CODES.has(code) || SQLSTATES.has(code))) return true;
  return PG_CONNECTION_LOST.test(error.message);
}
