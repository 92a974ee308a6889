// A server-sent event stream read as a page's EventSource reads it, over a real socket: the tests
// of the live scores wait for the event they expect, or fail after a deadline.
import http from 'node:http';

export interface StreamEvent {
  event: string;
  data: unknown;
}

export interface EventStreamClient {
  status: number;
  headers: http.IncomingHttpHeaders;
  /** The first event from now on (or already received and not yet taken) that `match` accepts. */
  next: (match: (event: StreamEvent) => boolean, timeoutMs?: number) => Promise<StreamEvent>;
  /** Resolves when the server ends the stream. */
  ended: Promise<void>;
  /** Everything received so far, as sent (a refusal's envelope, or the events). */
  received: () => string;
  close: () => void;
}

export function openEventStream(
  url: string,
  extraHeaders: Record<string, string> = {},
): Promise<EventStreamClient> {
  return new Promise((resolve, reject) => {
    // As a browser asks: any compression it names must still not be applied to the stream.
    const headers = {
      accept: 'text/event-stream',
      'accept-encoding': 'gzip, deflate, br',
      ...extraHeaders,
    };
    const request = http.get(url, { headers }, (response) => {
      response.setEncoding('utf8');
      const received: StreamEvent[] = [];
      const waiting = new Set<() => void>();
      let buffer = '';
      let all = '';
      response.on('data', (chunk: string) => {
        all += chunk;
        buffer += chunk;
        let end = buffer.indexOf('\n\n');
        while (end >= 0) {
          const block = buffer.slice(0, end);
          buffer = buffer.slice(end + 2);
          end = buffer.indexOf('\n\n');
          const lines = block.split('\n').filter((line) => !line.startsWith(':'));
          if (lines.length === 0) continue;
          const field = (name: string) =>
            lines.find((line) => line.startsWith(`${name}: `))?.slice(name.length + 2);
          received.push({
            event: field('event') ?? 'message',
            data: JSON.parse(field('data') ?? 'null'),
          });
          for (const wake of waiting) wake();
        }
      });
      const ended = new Promise<void>((done) => response.once('close', done));
      resolve({
        status: response.statusCode ?? 0,
        headers: response.headers,
        ended,
        received: () => all,
        close: () => request.destroy(),
        next: (match, timeoutMs = 2000) =>
          new Promise((found, fail) => {
            const look = () => {
              const index = received.findIndex(match);
              if (index < 0) return false;
              const [event] = received.splice(index, 1);
              waiting.delete(look);
              clearTimeout(timer);
              found(event as StreamEvent);
              return true;
            };
            const timer = setTimeout(() => {
              waiting.delete(look);
              fail(new Error(`no matching event within ${timeoutMs} ms`));
            }, timeoutMs);
            if (!look()) waiting.add(look);
          }),
      });
    });
    request.once('error', reject);
  });
}
