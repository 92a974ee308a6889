// The security headers of every answer: helmet's, with the Content-Security-Policy the built PWA
// runs under (only our own scripts, no inline ones; styles from our files plus the style tags
// Chakra's emotion inserts at run time; images also as data: and blob: URLs; the service worker
// and manifest from our origin). Helmet is run once at start on a recording response and its
// headers are set on each answer from that record: @fastify/helmet built helmet's middleware, CSP
// parsing included, on every request, a few percent of the server's time on a game day.
import type { ServerResponse } from 'node:http';
import type { FastifyInstance } from 'fastify';
import helmet from 'helmet';

export const contentSecurityPolicy = {
  useDefaults: false,
  directives: {
    defaultSrc: ["'self'"],
    scriptSrc: ["'self'"],
    scriptSrcAttr: ["'none'"],
    styleSrc: ["'self'", "'unsafe-inline'"],
    imgSrc: ["'self'", 'data:', 'blob:'],
    fontSrc: ["'self'", 'data:'],
    connectSrc: ["'self'"],
    workerSrc: ["'self'"],
    manifestSrc: ["'self'"],
    objectSrc: ["'none'"],
    baseUri: ["'self'"],
    formAction: ["'self'"],
    frameAncestors: ["'self'"],
  },
};

/** The headers helmet's middleware sets, read by running it once on a response that records them. */
function headersHelmetSets(): Record<string, string> {
  const headers: Record<string, string> = {};
  const recorder = {
    setHeader(name: string, value: string) {
      headers[name.toLowerCase()] = String(value);
    },
    removeHeader() {},
  };
  let done = false;
  helmet({ contentSecurityPolicy })({} as never, recorder as unknown as ServerResponse, () => {
    done = true;
  });
  // Helmet's middleware is synchronous; if a version ever made it otherwise, the record would be
  // incomplete, so refuse to start rather than answer without the headers.
  if (!done) throw new Error('helmet did not finish synchronously');
  return headers;
}

/** Sent with every answer, including those written before any hook can run (framework-errors.ts). */
export const SECURITY_HEADERS: Readonly<Record<string, string>> =
  Object.freeze(headersHelmetSets());

export function registerSecurityHeaders(app: FastifyInstance): void {
  app.addHook('onRequest', (_request, reply, done) => {
    reply.headers(SECURITY_HEADERS);
    done();
  });
}
