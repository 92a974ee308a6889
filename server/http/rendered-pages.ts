// Pages the server sends rendered, with the answers they show written in (src/entry-server.tsx):
// the home page, so a visitor on a slow phone sees it before any JavaScript has run. The browser
// hydrates that HTML with the same answers. Any failure — no renderer built, an API error, a
// render that throws — falls back to the plain index.html, which renders in the browser as before.
import fs from 'node:fs';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import type { FastifyInstance, FastifyReply } from 'fastify';
import { NO_CACHE } from './static-files';

interface SeedEntry {
  data: unknown;
  storedAt: number;
}

/** A page as dist-ssr/entry-server.js renders it: #root's inner HTML and the document title. */
export interface PageRender {
  html: string;
  title: string;
}

/** What dist-ssr/entry-server.js exports. */
export interface PageRenderer {
  renderPage(path: string, seed: Record<string, SeedEntry>): Promise<PageRender>;
  SWR_SEED_ELEMENT_ID: string;
}

/** A rendered page and the public reads it shows (the browser's cache keys). */
interface RenderedPage {
  path: string;
  reads: string[];
}

export const RENDERED_PAGES: RenderedPage[] = [
  { path: '/home', reads: ['/api/index', '/api/site/config'] },
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

function escapeHtml(text: string): string {
  return text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;');
}

/** index.html with the page's HTML in #root and the answers after it; null if it has no #root. */
export function composePage(
  template: string,
  page: PageRender,
  seedElementId: string,
  seed: Record<string, SeedEntry>,
): string | null {
  if (!ROOT_ELEMENT.test(template)) return null;
  const seedScript = `<script type="application/json" id="${seedElementId}">${scriptSafeJson(seed)}</script>`;
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
  let renderer: Promise<PageRenderer | null> | undefined;
  // Loaded at the first request, so a server nobody visits does not carry React in memory.
  const loadRenderer = (): Promise<PageRenderer | null> => {
    renderer ??= options.renderer
      ? Promise.resolve(options.renderer)
      : fs.existsSync(entry)
        ? (import(pathToFileURL(entry).href) as Promise<PageRenderer>).catch((error: unknown) => {
            app.log.warn({ err: error }, '页面渲染模块加载失败，首页改由浏览器渲染');
            return null;
          })
        : Promise.resolve(null);
    return renderer;
  };
  let template: string | undefined;
  const readTemplate = () =>
    (template ??= fs.readFileSync(path.join(options.distDir, 'index.html'), 'utf8'));

  // The last render of each page, by the answers it showed: rendering costs tens of milliseconds,
  // and the answers change only when content is edited or a live score moves.
  const lastRender = new Map<string, { answers: string; html: Promise<PageRender> }>();

  async function readAnswers(page: RenderedPage): Promise<string[] | null> {
    const responses = await Promise.all(
      page.reads.map((url) => app.inject({ method: 'GET', url })),
    );
    if (responses.some((response) => response.statusCode !== 200)) return null;
    return responses.map((response) => response.body);
  }

  async function render(page: RenderedPage): Promise<string | null> {
    const pageRenderer = await loadRenderer();
    if (!pageRenderer) return null;
    const bodies = await readAnswers(page);
    if (!bodies) return null;
    const envelopes = bodies.map((body) => JSON.parse(body) as { code: number; data: unknown });
    if (envelopes.some((envelope) => envelope.code !== 0)) return null;
    const storedAt = app.now();
    const seed = Object.fromEntries(
      page.reads.map((url, index) => [url, { data: envelopes[index]?.data, storedAt }]),
    );
    const answers = bodies.join('\n');
    let cached = lastRender.get(page.path);
    if (cached?.answers !== answers) {
      cached = { answers, html: pageRenderer.renderPage(page.path, seed) };
      lastRender.set(page.path, cached);
      // A failed render is not kept: the next request tries again.
      const started = cached;
      started.html.catch(() => {
        if (lastRender.get(page.path) === started) lastRender.delete(page.path);
      });
    }
    return composePage(readTemplate(), await cached.html, pageRenderer.SWR_SEED_ELEMENT_ID, seed);
  }

  for (const page of RENDERED_PAGES) {
    app.get(page.path, async (request, reply: FastifyReply) => {
      reply.header('cache-control', NO_CACHE);
      let html: string | null = null;
      try {
        html = await render(page);
      } catch (error) {
        request.log.warn({ err: error }, '首页服务端渲染失败，改由浏览器渲染');
      }
      if (html === null) return reply.sendFile('index.html');
      return reply.type('text/html; charset=utf-8').send(html);
    });
  }
}
