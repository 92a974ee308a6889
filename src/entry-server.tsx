// The server's renderer (built by `vite build --ssr`, run by server/http/render-worker.mjs):
// a page's HTML with the answers the server read for it, so a phone shows the page before any
// JavaScript has run. The browser then hydrates it (src/start-app.tsx) with the same answers.
import createCache, { type EmotionCache } from '@emotion/cache';
import { CacheProvider } from '@emotion/react';
import { StrictMode } from 'react';
import { prerender } from 'react-dom/static';
import { StaticRouter } from 'react-router-dom';
import { AppProviders } from './app/app-providers';
import { AppRoutes, deepestHandle } from './app/app-routes';
import { preloadRoutePages } from './app/preload-route';
import { withBase } from './lib/base-url';
import {
  SeedMissesContext,
  SWR_SEED_ELEMENT_ID,
  SwrSeedContext,
  type SwrSeed,
} from './lib/swr-seed';
import { documentTitleOf, SITE_NAME } from './theme/route-title';
import { PageMetaContext, type PageMeta } from './theme/use-page-meta';

// A part React writes after the page needs an inline script to move it in, which the CSP forbids.
// React does so for a part that suspended while rendering (a React.lazy chunk the server had not
// loaded yet: once loaded, it renders in place, so a page's first render may be repeated) and,
// unless told otherwise, for any part larger than 12.8 KB.
const WHOLE_PAGE_AT_ONCE = { progressiveChunkSize: Number.MAX_SAFE_INTEGER };
const SUSPENDED_PART = '<template id="B:';
const MAX_RENDERS = 3;

export interface RenderedPage {
  /** The inner HTML of #root, with every lazy part of the page in place. */
  html: string;
  /** The document's title, as the browser sets it (see AppRoutes and usePageMeta). */
  title: string;
  /** The page's own summary for its description meta, when it has one. */
  description?: string;
  /** The page's styles, as one element for the document's head (see headStylesOf). */
  styles: string;
  /** The id of the script element start-app.tsx reads the answers from. */
  seedElementId: string;
  /**
   * Reads the page asked for that the seed did not hold: the server reads them and renders again,
   * and what it cannot read (a signed-in user's, say) the browser fetches after hydrating.
   */
  missing: string[];
}

/** `path` is the page's path and query, as the browser asked for it. */
export async function renderPage(path: string, seed: SwrSeed): Promise<RenderedPage> {
  const pathname = path.split('?', 1)[0] ?? path;
  await preloadRoutePages(pathname);
  const routeTitle = documentTitleOf(deepestHandle(pathname)?.title ?? SITE_NAME);
  for (let attempt = 1; attempt <= MAX_RENDERS; attempt += 1) {
    const misses = new Set<string>();
    const meta: PageMeta = {};
    const styleCache = serverStyleCache();
    const html = await renderOnce(path, seed, misses, meta, styleCache);
    if (!html.includes(SUSPENDED_PART)) {
      return {
        html,
        styles: headStylesOf(styleCache),
        title: meta.title ?? routeTitle,
        description: meta.description,
        seedElementId: SWR_SEED_ELEMENT_ID,
        missing: [...misses],
      };
    }
  }
  throw new Error(`${path} still has suspended parts after ${MAX_RENDERS} renders`);
}

/**
 * An emotion cache that keeps each rule it is given (its "compat" mode) instead of writing a
 * <style> element beside the element that uses it. Left inline, the rules are moved into the
 * head by emotion when the app starts, before hydrating: tens of milliseconds of a slow phone's
 * start, and the whole page's styles recomputed.
 */
function serverStyleCache(): EmotionCache {
  const cache = createCache({ key: 'css' });
  cache.compat = true;
  return cache;
}

/**
 * The rules of one render as the element emotion itself would leave in the head: `data-emotion`
 * names them, so the browser's emotion knows they are there and does not insert them again, and
 * `data-s` tells it they need no moving.
 */
function headStylesOf(cache: EmotionCache): string {
  const names: string[] = [];
  let rules = '';
  for (const [name, css] of Object.entries(cache.inserted)) {
    if (typeof css !== 'string') continue;
    names.push(name);
    rules += css;
  }
  // Only "</style" could end the element early; in CSS, "\/" is the same "/".
  const safe = rules.replace(/<\/(style)/gi, '<\\/$1');
  return `<style data-emotion="${cache.key} ${names.join(' ')}" data-s="">${safe}</style>`;
}

async function renderOnce(
  path: string,
  seed: SwrSeed,
  misses: Set<string>,
  meta: PageMeta,
  styleCache: EmotionCache,
): Promise<string> {
  const { prelude } = await prerender(
    <StrictMode>
      <CacheProvider value={styleCache}>
        <PageMetaContext value={meta}>
          <SeedMissesContext value={misses}>
            <SwrSeedContext value={seed}>
              <AppProviders>
                {/* The server sees paths without the site's base (BASE_PATH, stripped by the proxy in
              front of it); the browser's router sees them with it, and so must the server's. */}
                <StaticRouter location={withBase(path)} basename={import.meta.env.BASE_URL}>
                  <AppRoutes />
                </StaticRouter>
              </AppProviders>
            </SwrSeedContext>
          </SeedMissesContext>
        </PageMetaContext>
      </CacheProvider>
    </StrictMode>,
    WHOLE_PAGE_AT_ONCE,
  );
  return new Response(prelude).text();
}
