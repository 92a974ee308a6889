// Raw HTTP over a TCP socket, for what app.inject cannot send: malformed request lines and headers,
// and bodies that arrive slowly.
import net from 'node:net';
import type { FastifyInstance } from 'fastify';

export interface RawAnswer {
  status: number;
  headers: Record<string, string>;
  body: string;
  /** Milliseconds from connecting until the server closed the socket. */
  closedAfterMs: number;
}

/** Listens on a free local port and answers it. */
export async function listenLocally(app: FastifyInstance): Promise<number> {
  await app.listen({ host: '127.0.0.1', port: 0 });
  return (app.server.address() as net.AddressInfo).port;
}

function parse(raw: Buffer): Omit<RawAnswer, 'closedAfterMs'> {
  const text = raw.toString('utf8');
  const split = text.indexOf('\r\n\r\n');
  const [statusLine = '', ...lines] = text.slice(0, split < 0 ? text.length : split).split('\r\n');
  const headers: Record<string, string> = {};
  for (const line of lines) {
    const colon = line.indexOf(':');
    if (colon > 0)
      headers[line.slice(0, colon).trim().toLowerCase()] = line.slice(colon + 1).trim();
  }
  return {
    status: Number(statusLine.split(' ')[1] ?? 0),
    headers,
    body: split < 0 ? '' : text.slice(split + 4),
  };
}

/**
 * Writes `parts` one after another, `gapMs` apart (the first at once), then reads until the
 * server closes the socket; gives up after `giveUpMs`.
 */
export function sendRaw(
  port: number,
  parts: (string | Buffer)[],
  { gapMs = 0, giveUpMs = 5000 } = {},
): Promise<RawAnswer> {
  return new Promise((resolve, reject) => {
    const started = Date.now();
    const chunks: Buffer[] = [];
    const timers: NodeJS.Timeout[] = [];
    const socket = net.connect(port, '127.0.0.1', () => {
      parts.forEach((part, i) => {
        timers.push(
          setTimeout(() => {
            if (!socket.destroyed) socket.write(part);
          }, i * gapMs),
        );
      });
    });
    const giveUp = setTimeout(() => {
      socket.destroy();
      reject(new Error(`the server kept the socket open for ${giveUpMs} ms`));
    }, giveUpMs);
    socket.on('data', (chunk) => chunks.push(chunk));
    socket.on('error', () => {});
    socket.on('close', () => {
      clearTimeout(giveUp);
      timers.forEach(clearTimeout);
      resolve({ ...parse(Buffer.concat(chunks)), closedAfterMs: Date.now() - started });
    });
  });
}
