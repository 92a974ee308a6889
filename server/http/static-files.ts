// Serves the built PWA from dist/ on the API's port. Hashed files never change, so browsers keep
// them a year; the shell, the service worker and the manifest must always be revalidated so a new
// version reaches phones. Any other non-/api GET answers index.html for client-side routing.
import fs from 'node:fs';
import path from 'node:path';
import fastifyStatic from '@fastify/static';
import type { FastifyInstance } from 'fastify';
import { sendApiNotFound } from './error-handler';
import { isSitePath } from '../../src/contract/site-paths';
import { fail } from './envelope';
import { IMMUTABLE, NO_CACHE } from './cache-control';
import type { PageRenderer } from './page-render';
import { registerRenderedPages } from './rendered-pages';
import { API_PREFIX } from '../../src/contract/api/route-path';

const SHORT_CACHE = 'public, max-age=3600';
const ALWAYS_REVALIDATE = new Set([
  'index.html',
  'sw.js',
  'manifest.webmanifest',
  'scoring.webmanifest',
  'registerSW.js',
]);
/** The scoring area's pages: the app's page with the scorer's own manifest (scoring.html). */
const SCORING_PAGES = /^\/scoring(?:[/?]|$)/;

function cacheControlFor(relativePath: string): string {
  if (relativePath.startsWith('assets/')) return IMMUTABLE;
  if (ALWAYS_REVALIDATE.has(relativePath) || relativePath.endsWith('.html')) return NO_CACHE;
  return SHORT_CACHE;
}

export function hasClientBuild(distDir: string): boolean {
  return fs.existsSync(path.join(distDir, 'index.html'));
}

function hasScoringPage(distDir: string): boolean {
  return fs.existsSync(path.join(distDir, 'scoring.html'));
}

export interface ClientFilesOptions {
  /** Where the page renderer was built; by default dist-ssr/ next to the client's dist/. */
  ssrDir?: string;
  renderer?: PageRenderer;
}

export async function registerClientFiles(
  app: FastifyInstance,
  distDir: string,
  options: ClientFilesOptions = {},
): Promise<void> {
  await app.register(fastifyStatic, {
    root: distDir,
    cacheControl: false,
    setHeaders(res, filePath) {
      const relative = path.relative(distDir, filePath).split(path.sep).join('/');
      res.setHeader('cache-control', cacheControlFor(relative));
    },
  });

  const sendRenderedPage = registerRenderedPages(app, {
    distDir,
    ssrDir: options.ssrDir ?? path.join(path.dirname(distDir), 'dist-ssr'),
    renderer: options.renderer,
  });

  app.setNotFoundHandler(async (request, reply) => {
    if (request.url.startsWith(API_PREFIX) || request.url === API_PREFIX.slice(0, -1)) {
      return sendApiNotFound(request, reply);
    }
    // A missing hashed asset is a stale chunk: answer 404 so the page can detect it and reload,
    // rather than HTML under a script's name.
    if (
      (request.method !== 'GET' && request.method !== 'HEAD') ||
      request.url.startsWith('/assets/')
    ) {
      return reply.code(404).send(fail(404, '页面不存在'));
    }
    if (request.method === 'GET' && (await sendRenderedPage(request, reply))) return reply;
    reply.header('cache-control', NO_CACHE);
    // A path the app has no page for still gets the app, which shows its Chinese 404 page, but
    // with the status that says so (for search engines, link checkers and monitoring).
    if (!isSitePath(request.url.split('?')[0] ?? '')) reply.code(404);
    const scoring = SCORING_PAGES.test(request.url) && hasScoringPage(distDir);
    return reply.sendFile(scoring ? 'scoring.html' : 'index.html');
  });
}
