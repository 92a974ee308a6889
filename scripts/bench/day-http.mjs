// The day's HTTP client: node:http with keep-alive agents. Global fetch costs too much CPU per
// request to send thousands a second from beside a two-core server.
import { Buffer } from 'node:buffer';
import http from 'node:http';
import { performance } from 'node:perf_hooks';

export const keepAliveAgent = (maxSockets) => new http.Agent({ keepAlive: true, maxSockets });

/**
 * One request; resolves with the status, headers and body text (uncompressed: callers that read a
 * body ask for no encoding), and the milliseconds it took. Rejects on a network error or timeout.
 */
export function send(url, { method = 'GET', headers = {}, body, agent, timeoutMs = 60_000 } = {}) {
  return new Promise((resolve, reject) => {
    const started = performance.now();
    const payload = body === undefined ? undefined : Buffer.from(body);
    const request = http.request(
      url,
      {
        method,
        agent,
        headers: {
          ...headers,
          ...(payload
            ? { 'content-type': 'application/json', 'content-length': payload.length }
            : {}),
        },
        timeout: timeoutMs,
      },
      (response) => {
        const chunks = [];
        response.on('data', (chunk) => chunks.push(chunk));
        response.on('end', () =>
          resolve({
            status: response.statusCode,
            headers: response.headers,
            text: Buffer.concat(chunks).toString('utf8'),
            ms: performance.now() - started,
          }),
        );
        response.on('error', reject);
      },
    );
    request.on('timeout', () => request.destroy(new Error(`timed out after ${timeoutMs} ms`)));
    request.on('error', reject);
    request.end(payload);
  });
}

/** A call of the API that must succeed: its envelope's data, or an error naming the call. */
export async function callApi(url, options = {}) {
  const answer = await send(url, options);
  const envelope = answer.status === 200 ? JSON.parse(answer.text) : null;
  if (envelope?.code !== 0) {
    const said = envelope ? `${envelope.code} ${envelope.message}` : `HTTP ${answer.status}`;
    throw new Error(`${options.method ?? 'GET'} ${new URL(url).pathname}: ${said}`);
  }
  return envelope.data;
}
