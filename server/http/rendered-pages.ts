// Pages the server sends rendered, with the answers they show written in (src/entry-server.tsx):
// every public page (rendered-paths.ts), so a visitor on a slow phone reads it before any
// JavaScript has run. The browser hydrates that HTML with the same answers. Which answers a page
// shows is learnt by rendering it: the renderer names the reads it lacked, the server reads them
// and renders again. Any failure (no renderer built, a render that throws) falls back to the
// plain template, which renders in the browser as before.
import fs from 'node:fs';
import path from 'node:path';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { API_PREFIX } from '../../src/contract/api/route-path';
import { escapeHtml } from './escape-html';
import { NO_CACHE } from './cache-control';
import type { PageRender, PageRenderer, SeedEntry } from './page-render';
import { workerRenderer, type WorkerRenderer } from './worker-renderer';
import { encodeBody, pickEncoding, type EncodedBody } from './encoded-body';
import { isRenderedPage } from './rendered-paths';

const ROOT_ELEMENT = /<div id="root">[\s\S]*?<\/div>/;
const TITLE_ELEMENT = /<title>[^<]*<\/title>/;
const HEAD_END = /<\/head>/;
const DESCRIPTION_CONTENT = /(<meta\s+name="description"\s+content=")[^"]*(")/;
// The page is readable without its scripts: its text and pictures go first on a slow line, and
// the scripts that make it interactive follow. The template names the app's scripts for an early
// fetch (modulepreload), which a page the browser renders needs; a rendered page leaves them out,
// and its entry (src/main.tsx) asks for them once the page is on screen.
const APP_ENTRY = /<script type="module"/g;
const EARLY_SCRIPTS = /\s*<link rel="modulepreload"[^>]*>/g;

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
  const { description } = page;
  const described =
    description === undefined
      ? template
      : template.replace(
          DESCRIPTION_CONTENT,
          (_, open: string, close: string) => `${open}${escapeHtml(description)}${close}`,
        );
  return (
    described
      .replace(TITLE_ELEMENT, () => `<title>${escapeHtml(page.title)}</title>`)
      // After the global stylesheet, whose first rule sets the order of Chakra's layers.
      .replace(HEAD_END, () => `${page.styles ?? ''}</head>`)
      .replace(ROOT_ELEMENT, () => `<div id="root">${page.html}</div>${seedScript}`)
      .replace(EARLY_SCRIPTS, '')
      .replace(APP_ENTRY, '$& fetchpriority="low"')
  );
}

export interface RenderedPagesOptions {
  distDir: string;
  /** The directory of entry-server.js; when it is missing, pages are not rendered. */
  ssrDir: string;
  /** For tests: a renderer instead of the built one. */
  renderer?: PageRenderer;
}

/**
 * Sends the request's page rendered; false when the browser is to render it (not a rendered page,
 * or no renderer, or a failed render), and the caller sends the template instead.
 */
export type SendRenderedPage = (request: FastifyRequest, reply: FastifyReply) => Promise<boolean>;

/** Renders of one page: the first names its reads, the next has them, a third catches stragglers. */
const MAX_RENDERS_PER_PAGE = 3;
/** Pages kept rendered, the least recently asked for dropped first (tens of KB each). */
const MAX_KEPT_PAGES = 64;

/** One read as the server answered it: `data` when it succeeded, and its body to tell changes. */
interface Answer {
  body: string;
  data?: unknown;
}

/** The last page sent for a URL, by the build and the answers it showed. */
interface KeptPage {
  reads: string[];
  fingerprint: string;
  page: Promise<EncodedBody | null>;
}

function fingerprintOf(stamp: string, reads: readonly string[], answers: Map<string, Answer>) {
  return [stamp, ...reads.map((key) => `${key}\n${answers.get(key)?.body ?? ''}`)].join('\n');
}

export function registerRenderedPages(
  app: FastifyInstance,
  options: RenderedPagesOptions,
): SendRenderedPage {
  const entry = path.join(options.ssrDir, 'entry-server.js');
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
  const templateFile = path.join(options.distDir, 'index.html');
  const modifiedAt = (file: string) => fs.statSync(file, { throwIfNoEntry: false })?.mtimeMs ?? 0;
  let rendererStamp = modifiedAt(entry);
  let built: { stamp: string; html: string } | undefined;
  async function currentBuild(): Promise<{ stamp: string; html: string } | null> {
    const templateStamp = modifiedAt(templateFile);
    if (templateStamp === 0) return null;
    const entryStamp = modifiedAt(entry);
    if (entryStamp !== rendererStamp) {
      rendererStamp = entryStamp;
      await worker?.close();
    }
    const stamp = `${templateStamp}:${entryStamp}`;
    if (built?.stamp !== stamp) built = { stamp, html: fs.readFileSync(templateFile, 'utf8') };
    return built;
  }

  /** A public read, as a visitor without an account gets it. */
  async function readAnswer(key: string): Promise<Answer> {
    if (!key.startsWith(API_PREFIX)) return { body: '' };
    const response = await app.inject({ method: 'GET', url: key });
    if (response.statusCode !== 200) return { body: String(response.statusCode) };
    const envelope = JSON.parse(response.body) as { code: number; data: unknown };
    return envelope.code === 0 ? { body: response.body, data: envelope.data } : { body: '' };
  }

  async function readAll(keys: readonly string[], answers: Map<string, Answer>) {
    const missing = keys.filter((key) => !answers.has(key));
    const read = await Promise.all(missing.map(readAnswer));
    missing.forEach((key, index) => answers.set(key, read[index] as Answer));
  }

  /** Renders `url` until it asks for nothing new; the reads it showed go with it. */
  async function renderFresh(
    url: string,
    pageRenderer: PageRenderer,
    template: string,
    answers: Map<string, Answer>,
  ): Promise<{ reads: string[]; page: EncodedBody | null }> {
    let reads = [...answers.keys()];
    for (let render = 1; ; render += 1) {
      const storedAt = app.now();
      const seed: Record<string, SeedEntry> = {};
      for (const key of reads) {
        const answer = answers.get(key);
        if (answer?.data !== undefined) seed[key] = { data: answer.data, storedAt };
      }
      const rendered = await pageRenderer.renderPage(url, seed);
      const asked = rendered.missing.filter((key) => !answers.has(key));
      if (asked.length === 0 || render === MAX_RENDERS_PER_PAGE) {
        const html = composePage(template, rendered, seed);
        return { reads, page: html === null ? null : await encodeBody(html) };
      }
      await readAll(asked, answers);
      reads = [...reads, ...asked];
    }
  }

  const kept = new Map<string, KeptPage>();
  function keep(url: string, page: KeptPage) {
    kept.delete(url);
    kept.set(url, page);
    if (kept.size > MAX_KEPT_PAGES) kept.delete(kept.keys().next().value as string);
  }

  async function render(url: string): Promise<EncodedBody | null> {
    const pageRenderer = renderer;
    const build = await currentBuild();
    if (pageRenderer === null || build === null) return null;
    const known = kept.get(url);
    const answers = new Map<string, Answer>();
    const reads = known?.reads ?? [];
    await readAll(reads, answers);
    const fingerprint = fingerprintOf(build.stamp, reads, answers);
    if (known?.fingerprint === fingerprint) {
      keep(url, known);
      return known.page;
    }
    // Kept at once, so that requests arriving while it renders wait for this render.
    const fresh = renderFresh(url, pageRenderer, build.html, answers);
    const started: KeptPage = { reads, fingerprint, page: fresh.then(({ page }) => page) };
    keep(url, started);
    fresh.then(
      (done) => {
        if (kept.get(url) !== started) return;
        if (done.page === null) kept.delete(url);
        else
          Object.assign(started, {
            reads: done.reads,
            fingerprint: fingerprintOf(build.stamp, done.reads, answers),
          });
      },
      // A failed render is not kept: the next request tries again.
      () => {
        if (kept.get(url) === started) kept.delete(url);
      },
    );
    return started.page;
  }

  if (renderer !== null) {
    app.get('/', (request, reply) => {
      const query = request.url.indexOf('?');
      // Relative, so that behind a proxy serving the site under a base path it stays there.
      return reply.redirect(`home${query === -1 ? '' : request.url.slice(query)}`, 302);
    });
  }

  return async (request, reply) => {
    const [pathname = '', search = ''] = request.url.split('?', 2);
    if (!isRenderedPage(pathname, new URLSearchParams(search)) || renderer === null) return false;
    let encoded: EncodedBody | null = null;
    try {
      encoded = await render(request.url);
    } catch (error) {
      request.log.warn({ err: error }, '页面服务端渲染失败，改由浏览器渲染');
    }
    if (encoded === null) return false;
    reply.header('cache-control', NO_CACHE);
    const encoding = pickEncoding(request.headers['accept-encoding']);
    reply.header('vary', 'accept-encoding');
    // Already compressed, so the compression plugin leaves it alone.
    if (encoding !== 'identity') reply.header('content-encoding', encoding);
    await reply.type('text/html; charset=utf-8').send(encoded[encoding]);
    return true;
  };
}
