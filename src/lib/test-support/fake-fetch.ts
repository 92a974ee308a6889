// A stand-in for the network in unit tests: every call the ky client makes lands in `handler`
// as a real Request, and what the handler returns (or throws) is what the client sees.
import { vi } from 'vitest';

export type FetchHandler = (request: Request) => Response | Promise<Response>;

// Copies taken before the handler runs, so a test can read a body the client already sent (ky
// cancels the sent request's body stream once the call settles).
const sentRequests = new WeakMap<object, Request[]>();

export function stubFetch(handler: FetchHandler) {
  const sent: Request[] = [];
  const fetchMock = vi.fn(async (input: RequestInfo | URL, init?: RequestInit) => {
    const request = input instanceof Request ? input : new Request(input, init);
    const hasBody = request.method !== 'GET' && request.method !== 'HEAD';
    const body = hasBody ? await request.clone().arrayBuffer() : undefined;
    const { method, headers, credentials } = request;
    sent.push(new Request(request.url, { method, headers, credentials, body }));
    return handler(request);
  });
  sentRequests.set(fetchMock, sent);
  vi.stubGlobal('fetch', fetchMock);
  return fetchMock;
}

/** The request of the nth call (0-based) the client made. */
export function requestOf(fetchMock: ReturnType<typeof stubFetch>, index = 0): Request {
  const request = sentRequests.get(fetchMock)?.[index];
  if (!request) {
    throw new Error(`fetch was called ${fetchMock.mock.calls.length} times, not ${index + 1}`);
  }
  return request;
}

export function envelope(data: unknown, code = 0, message = '操作成功', status = 200): Response {
  return new Response(JSON.stringify({ code, message, data }), {
    status,
    headers: { 'content-type': 'application/json' },
  });
}

/** A promise with its resolve exposed, to hold an answer until the test lets it through. */
export function deferred<T>() {
  let resolve!: (value: T) => void;
  let reject!: (reason: unknown) => void;
  const promise = new Promise<T>((ok, fail) => {
    resolve = ok;
    reject = fail;
  });
  return { promise, resolve, reject };
}
