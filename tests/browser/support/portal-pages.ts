// What the portal's browser test files share: the server and browser for the file, and the visit
// of every route at one size (its data in, one h1, a meta description, the current section tab
// on screen, no serious axe violation, a screenshot).
import assert from 'node:assert/strict';
import { mkdirSync, readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { after, before } from 'node:test';
import type { Browser, Page } from 'playwright-core';
import { waitForApp } from './hydration';
import { launchBrowser } from './launch-browser';
import { startServer, type RunningServer, type StartServerOptions } from './start-server';

const SHOTS = 'test-results/screenshots';
const AXE_SOURCE = readFileSync(
  createRequire(import.meta.url).resolve('axe-core/axe.min.js'),
  'utf8',
);

export interface TestBed {
  server: RunningServer;
  browser: Browser;
}

/**
 * One real server (fresh demo data) and one browser for the calling test file; `onStart` runs
 * once both are up, in the same hook (a second top-level hook may run before the first is done).
 */
export function portalTestBed(
  onStart?: (bed: TestBed) => Promise<void>,
  serverOptions?: StartServerOptions,
): TestBed {
  const bed = {} as TestBed;
  before(async () => {
    mkdirSync(SHOTS, { recursive: true });
    bed.server = await startServer(serverOptions);
    bed.browser = await launchBrowser();
    await onStart?.(bed);
  });
  after(async () => {
    await bed.browser?.close();
    await bed.server?.stop();
  });
  return bed;
}

export const h1 = (tab: Page) => tab.getByRole('heading', { level: 1 });

/**
 * Serious or critical axe violations of the page once its transitions and finite animations have
 * ended: axe measures colours as they are at that instant, and a button still fading back from its
 * loading state (opacity 0.86 in one run) fails a contrast rule it meets a moment later.
 */
export async function seriousViolations(tab: Page): Promise<string[]> {
  await tab.evaluate(() =>
    Promise.all(
      document
        .getAnimations()
        .filter((animation) => animation.effect?.getTiming().iterations !== Infinity)
        .map((animation) => animation.finished.catch(() => undefined)),
    ),
  );
  await tab.evaluate(AXE_SOURCE);
  const results = await tab.evaluate(async () => {
    const axe = (window as unknown as { axe: { run: (root: Document) => Promise<unknown> } }).axe;
    return (await axe.run(document)) as {
      violations: { id: string; impact: string | null; nodes: { target: string[] }[] }[];
    };
  });
  return results.violations
    .filter((v) => v.impact === 'serious' || v.impact === 'critical')
    .map((v) => `${v.id} (${v.impact}): ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`);
}

/** Where the page's current section tab (SubNav) stands across the screen, if it has one. */
async function currentTabSpan(tab: Page) {
  return tab.evaluate(() => {
    const link = document.querySelector('main nav a[aria-current="page"]');
    if (!link) return null;
    const box = link.getBoundingClientRect();
    return { left: box.left, right: box.right, width: window.innerWidth };
  });
}

export interface RouteCheck {
  path: string;
  heading: string | RegExp;
  /** Text that shows once the page's data is in (not a skeleton). */
  ready: string | RegExp;
  signedIn?: boolean;
}

/**
 * Opens each route in `tab`, checks it and screenshots it as `<shotPrefix>-<path>-<sizeName>`.
 * Returns the axe violations found, each prefixed with its path; the other checks assert.
 */
export async function visitRoutes(
  tab: Page,
  baseUrl: string,
  routes: readonly RouteCheck[],
  shotPrefix: string,
  sizeName: string,
): Promise<string[]> {
  const problems: string[] = [];
  for (const route of routes) {
    await tab.goto(baseUrl + encodeURI(route.path));
    await h1(tab).filter({ hasText: route.heading }).waitFor();
    await tab.getByText(route.ready).first().waitFor();
    // What follows (the current tab scrolled into view, the checks of axe) is of the page as the
    // app shows it, not of the server's HTML before it takes over.
    await waitForApp(tab);
    assert.equal(await h1(tab).count(), 1, `${route.path} has one h1`);
    const description = await tab.locator('meta[name="description"]').getAttribute('content');
    assert.ok(description && description.length > 10, `${route.path} has a meta description`);
    const span = await currentTabSpan(tab);
    if (span) {
      assert.ok(
        span.left >= 0 && span.right <= span.width,
        `${route.path}: the current tab is on screen (${span.left}–${span.right} of ${span.width})`,
      );
    }
    for (const violation of await seriousViolations(tab))
      problems.push(`${route.path}: ${violation}`);
    const name = route.path.replace(/\W+/g, '-').replace(/^-|-$/g, '');
    await tab.screenshot({
      path: `${SHOTS}/${shotPrefix}-${name}-${sizeName}.png`,
      fullPage: true,
    });
  }
  return problems;
}
