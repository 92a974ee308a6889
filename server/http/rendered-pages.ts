// Pages the server sends rendered, with the answers they show written in (src/entry-server.tsx):
// the home page, so a visitor on a slow phone sees it before any JavaScript has run. The browser
// hydrates that HTML with the same answers. Any failure — no renderer built, an API error, a
// render that throws — falls back to the plain index.html, which renders in the browser as before.
import fs from 'node:fs';
import path from 'node:path';
import type { FastifyInstance, FastifyReply } from 'fastify';
import { routeKey } from '../../src/contract/api/route-path';
import { portalApi } from '../../src/contract/api/portal';
import { escapeHtml } from './escape-html';
import { NO_CACHE } from './cache-control';
import type { PageRender, PageRenderer, SeedEntry } from './page-render';
import { workerRenderer, type WorkerRenderer } from './worker-renderer';
import { encodeBody, pickEncoding, type EncodedBody } from './encoded-body';

/** A rendered page and the public reads it shows. */
interface RenderedPage {
  path: string;
  /** Each read's cache key (`routeKey`), the key the page's `useApi` finds it under; also its URL. */
  reads: string[];
  /**
   * A path the browser's router only redirects to this page (docs/routes.md): the server redirects
   * it at once, so a first visit there gets the rendered page too.
   */
  redirectFrom?: string;
}

export const RENDERED_PAGES: RenderedPage[] = [
  {
    path: '/home',
    reads: [routeKey(portalApi.home), routeKey(portalApi.siteConfig)],
    redirectFrom: '/',
  },
];

const ROOT_ELEMENT = /<div id="root">[\s\S]*?<\/div>/;
const TITLE_ELEMENT = /<title>[^<]*<\/title>/;
// The page is readable without its scripts: its text and pictures go first on a slow line, and
// the scripts that make it interactive follow.
const APP_SCRIPTS = /(<script type="module"|<link rel="modulepreload")/g;

/** JSON that cannot end the script element it sits in, or open a comment. */
function scriptSafeJson(value: unknown): string {
  return JSON.stringify(value).replace(/</g, '\\u003c');
}

/** index.html with the page's HTML in #root and the answers after it; null if it has no #root. */
export function composePage(
  template: string,
  page: PageRender,
  seed: Record<string, SeedEntry>,
): string | null {
  if (!ROOT_ELEMENT.test(template)) return null;
  const seedScript = `<script type="application/json" id="${page.seedElementId}">${scriptSafeJson(seed)}</script>`;
  return template
    .replace(TITLE_ELEMENT, () => `<title>${escapeHtml(page.title)}</title>`)
    .replace(ROOT_ELEMENT, () => `<div id="root">${page.html}</div>${seedScript}`)
    .replace(APP_SCRIPTS, '$1 fetchpriority="low"');
}

export interface RenderedPagesOptions {
  distDir: string;
  /** The directory of entry-server.js; when it is missing, pages are not rendered. */
  ssrDir: string;
  /** For tests: a renderer instead of the built one. */
  renderer?: PageRenderer;
}

export function registerRenderedPages(app: FastifyInstance, options: RenderedPagesOptions): void {
  const entry = path.join(options.ssrDir, 'entry-server.js');
  const templateFile = path.join(options.distDir, 'index.html');
  let renderer = options.renderer ?? null;
  let worker: WorkerRenderer | undefined;
  if (!renderer && fs.existsSync(entry)) {
    // The built renderer runs in a worker thread, started at the first request.
    const started = workerRenderer(entry);
    app.addHook('onClose', () => started.close());
    renderer = worker = started;
  }

  // The template and the renderer as built: a rebuild while the server runs (new asset names)
  // is picked up at the next request rather than sending pages that name deleted scripts.
  let built: { stamp: string; template: string } | undefined;
  const modifiedAt = (file: string) => fs.statSync(file, { throwIfNoEntry: false })?.mtimeMs ?? 0;
  async function currentBuild(): Promise<{ stamp: string; template: string }> {
    const stamp = `${modifiedAt(templateFile)}:${modifiedAt(entry)}`;
    if (built?.stamp !== stamp) {
      if (built) await worker?.close();
      built = { stamp, template: fs.readFileSync(templateFile, 'utf8') };
    }
    return built;
  }

  // The last page sent for each path, by the build and the answers it showed: rendering costs tens of
  // milliseconds, and the answers change only when content is edited or a live score moves. (The
  // browser counts the answers as arrived when it reads the page, whatever time they carry.)
  const lastPage = new Map<string, { answers: string; page: Promise<EncodedBody | null> }>();

  async function readAnswers(page: RenderedPage): Promise<string[] | null> {
    const responses = await Promise.all(
      page.reads.map((url) => app.inject({ method: 'GET', url })),
    );
    if (responses.some((response) => response.statusCode !== 200)) return null;
    return responses.map((response) => response.body);
  }

  async function renderAndCompose(
    page: RenderedPage,
    pageRenderer: PageRenderer,
    template: string,
    bodies: string[],
  ): Promise<EncodedBody | null> {
    const envelopes = bodies.map((body) => JSON.parse(body) as { code: number; data: unknown });
    if (envelopes.some((envelope) => envelope.code !== 0)) return null;
    const storedAt = app.now();
    const seed = Object.fromEntries(
      page.reads.map((url, index) => [url, { data: envelopes[index]?.data, storedAt }]),
    );
    const rendered = await pageRenderer.renderPage(page.path, seed);
    const html = composePage(template, rendered, seed);
    return html === null ? null : encodeBody(html);
  }

  async function render(page: RenderedPage): Promise<EncodedBody | null> {
    const pageRenderer = renderer;
    if (pageRenderer === null) return null;
    const bodies = await readAnswers(page);
    if (!bodies) return null;
    const { stamp, template } = await currentBuild();
    const answers = [stamp, ...bodies].join('\n');
    let cached = lastPage.get(page.path);
    if (cached?.answers !== answers) {
      const started = { answers, page: renderAndCompose(page, pageRenderer, template, bodies) };
      lastPage.set(page.path, started);
      // A failed render is not kept: the next request tries again.
      started.page.catch(() => {
        if (lastPage.get(page.path) === started) lastPage.delete(page.path);
      });
      cached = started;
    }
    return cached.page;
  }

  for (const page of RENDERED_PAGES) {
    const { redirectFrom } = page;
    if (redirectFrom !== undefined && renderer !== null) {
      app.get(redirectFrom, (request, reply) => {
        const query = request.url.indexOf('?');
        // Relative, so that behind a proxy serving the site under a base path it stays there.
        const target = page.path.slice(1) + (query === -1 ? '' : request.url.slice(query));
        return reply.redirect(target, 302);
      });
    }
    app.get(page.path, async (request, reply: FastifyReply) => {
      reply.header('cache-control', NO_CACHE);
      let encoded: EncodedBody | null = null;
      try {
        encoded = await render(page);
      } catch (error) {
        request.log.warn({ err: error }, '首页服务端渲染失败，改由浏览器渲染');
      }
      if (encoded === null) return reply.sendFile('index.html');
      const encoding = pickEncoding(request.headers['accept-encoding']);
      reply.header('vary', 'accept-encoding');
      // Already compressed, so the compression plugin leaves it alone.
      if (encoding !== 'identity') reply.header('content-encoding', encoding);
      return reply.type('text/html; charset=utf-8').send(encoded[encoding]);
    });
  }
}
