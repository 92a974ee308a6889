// A server-rendered page is on screen before the app has taken it over: a test that clicks or
// changes the network must first wait for React to hydrate the part it uses.
import type { Page } from 'playwright-core';

/** Resolves once React has hydrated the element (hydrated DOM nodes carry React's fiber key). */
export async function waitForHydration(tab: Page, selector: string): Promise<void> {
  await tab.waitForFunction((target) => {
    const element = document.querySelector(target);
    return element !== null && Object.keys(element).some((key) => key.startsWith('__reactFiber'));
  }, selector);
}

/**
 * Resolves once the app has taken the whole page over and run the effects of that first render.
 * React hydrates in document order, so the root's last child is the last one it hydrates;
 * the effects follow the commit, after a paint.
 */
export async function waitForApp(tab: Page): Promise<void> {
  await waitForHydration(tab, '#root > :last-child');
  await tab.evaluate(
    () =>
      new Promise<void>((resolve) => {
        requestAnimationFrame(() => setTimeout(resolve, 0));
      }),
  );
}
