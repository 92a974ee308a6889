// The followers' connections, opened before the day. Ten thousand browsers refreshing every 15 s
// keep their connections alive between refreshes, so on the day they send on open connections.
// Opened on demand instead, a burst of new connections whenever the server fell behind would
// overflow its listen backlog, and the retried connects (1 s, 3 s, 7 s…) would show as latency the
// server never caused.
import { once } from 'node:events';
import http from 'node:http';

/**
 * How many connections stand in for the followers at each instance: enough that an overloaded
 * server holds its queue itself (where the phones' writes wait behind it), few enough for the
 * open-file limit.
 */
export const FOLLOWER_CONNECTIONS = 1024;
/** Connections opened at once, well inside the server's listen backlog (511). */
const WAVE = 32;

/**
 * A keep-alive agent holding FOLLOWER_CONNECTIONS open connections to `base`, used in turn
 * (fifo), so none idles long enough for the server to close it. Each connection is opened by a
 * request for /api/index whose answer is read only once all are open, so every request needs a
 * connection of its own.
 */
export async function openFollowerConnections(base) {
  const agent = new http.Agent({
    keepAlive: true,
    maxSockets: FOLLOWER_CONNECTIONS,
    maxFreeSockets: FOLLOWER_CONNECTIONS,
    scheduling: 'fifo',
  });
  const held = [];
  for (let opened = 0; opened < FOLLOWER_CONNECTIONS; opened += WAVE) {
    const wave = Array.from(
      { length: Math.min(WAVE, FOLLOWER_CONNECTIONS - opened) },
      () =>
        new Promise((resolve, reject) => {
          http.get(`${base}/api/index`, { agent }, resolve).on('error', reject);
        }),
    );
    held.push(...(await Promise.all(wave)));
  }
  await Promise.all(
    held.map((response) => {
      const ended = once(response, 'end');
      response.resume();
      return ended;
    }),
  );
  return agent;
}
