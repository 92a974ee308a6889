// The app itself, started by the entry (main.tsx): it hydrates a rendered page (once that page
// has painted) or renders the requested one.
import { startTransition, StrictMode } from 'react';
import { createRoot, hydrateRoot } from 'react-dom/client';
import { App } from './app/app';
import { preloadRoutePages } from './app/preload-route';
import { withoutBase } from './lib/base-url';
import { keepSeed } from './lib/swr-cache';
import { readSeedFromDocument, SwrSeedContext, type SwrSeed } from './lib/swr-seed';

const root = document.getElementById('root');
if (!root) throw new Error('index.html has no #root element');

// The server renders some pages (the home page) with their data; it then writes that data in.
const seed = readSeedFromDocument();
const app = (
  <StrictMode>
    <SwrSeedContext value={seed}>
      <App />
    </SwrSeedContext>
  </StrictMode>
);

// A transition lets React render (or hydrate) the first screen in slices of a few milliseconds,
// so a slow phone stays responsive to taps while the page is being built.
async function hydrate(container: HTMLElement, seed: SwrSeed): Promise<void> {
  // The HTML is already on screen; the page's chunk must be here before hydrating it, or the
  // first render would show the loading state where the HTML shows the page.
  // In a task of its own: asking for the chunk adds a link per script it needs, which would
  // lengthen the task that has just run all of the app's modules.
  await new Promise((resolve) => setTimeout(resolve, 0));
  await preloadRoutePages(withoutBase(window.location.pathname)).catch(() => undefined);
  startTransition(() => {
    hydrateRoot(container, app);
  });
  // Kept like any fetched answer, so the page opens offline next time (once that is cheap).
  await keepSeed(seed);
}

/**
 * A page the browser renders: its route's chunks (a layout and the page inside it) are asked for
 * at once, not the page's after the layout's has arrived and rendered. A chunk that fails to load
 * is left to the route, which shows its retry message.
 */
async function render(container: HTMLElement): Promise<void> {
  await preloadRoutePages(withoutBase(window.location.pathname)).catch(() => undefined);
  startTransition(() => {
    createRoot(container).render(app);
  });
}

if (seed) {
  void hydrate(root, seed);
} else {
  void render(root);
}
