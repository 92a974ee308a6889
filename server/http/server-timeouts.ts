// How long the server waits for a client. Without limits a client that sends its headers and then
// its body a byte at a time holds a connection (and its memory) forever.
export interface ServerTimeouts {
  /** The whole request, headers and body, must arrive within this; else 408 and the socket closes. */
  requestMs: number;
  /** The headers alone (no more than requestMs). */
  headersMs: number;
  /** A socket with no traffic either way is closed after this. */
  connectionMs: number;
  /** An idle keep-alive connection is closed after this; above the 60 s of common load balancers. */
  keepAliveMs: number;
  /** How often Node checks the request and header limits (their granularity). */
  checkIntervalMs: number;
}

export const DEFAULT_TIMEOUTS: ServerTimeouts = {
  requestMs: 30_000,
  headersMs: 15_000,
  connectionMs: 75_000,
  keepAliveMs: 72_000,
  checkIntervalMs: 2_000,
};
