// What the scoring app's volunteer tests check on every screen they reach: the contrast a phone
// in full sun needs (axe's WCAG AAA rule, 7:1), no sideways scrolling at 390 px, a screenshot.
import assert from 'node:assert/strict';
import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import type { Page } from 'playwright-core';

const SHOTS = 'test-results/screenshots';
const AXE_SOURCE = readFileSync(
  createRequire(import.meta.url).resolve('axe-core/axe.min.js'),
  'utf8',
);

interface AxeRuleResult {
  id: string;
  nodes: { target: string[]; failureSummary?: string }[];
}
interface AxeResults {
  violations: AxeRuleResult[];
  incomplete: AxeRuleResult[];
}

/** Elements whose text or control falls short of 7:1 against what is behind it. */
async function contrastFailures(tab: Page): Promise<string[]> {
  if (!(await tab.evaluate(() => 'axe' in window))) await tab.evaluate(AXE_SOURCE);
  const results = await tab.evaluate(async () => {
    const axe = (window as unknown as { axe: { run: (...args: unknown[]) => Promise<unknown> } })
      .axe;
    return (await axe.run(document, {
      runOnly: { type: 'rule', values: ['color-contrast-enhanced'] },
    })) as AxeResults;
  });
  // Undetermined contrast (text over an image, say) fails too: nothing on these screens needs it.
  return [...results.violations, ...results.incomplete].flatMap((violation) =>
    violation.nodes.map((node) => `${node.target.join(' ')}: ${node.failureSummary ?? ''}`),
  );
}

/** Contrast, width and a screenshot of the screen as it is now. */
export async function checkScreen(tab: Page, name: string): Promise<void> {
  // Buttons fade their colours in; measure once they have settled.
  await tab.waitForTimeout(300);
  const failures = await contrastFailures(tab);
  assert.deepEqual(failures, [], `${name}: every text and control reaches 7:1`);
  const overflow = await tab.evaluate(
    () => document.documentElement.scrollWidth - window.innerWidth,
  );
  assert.ok(overflow <= 0, `${name}: no horizontal scroll (${overflow} px too wide)`);
  await tab.screenshot({ path: `${SHOTS}/scoring-volunteer-${name}-390.png`, fullPage: true });
}

export interface Credentials {
  phone: string;
  password: string;
}

export const OTHER_VOLUNTEER: Credentials = { phone: '13800000004', password: 'demo1234' };

export async function logInAs(tab: Page, base: string, who: Credentials): Promise<void> {
  await tab.goto(`${base}/scoring/login`);
  await tab.getByLabel('手机号').fill(who.phone);
  await tab.getByLabel('密码').fill(who.password);
  await tab.getByRole('button', { name: '登录' }).click();
  await tab.waitForURL((url) => url.pathname === '/scoring/match/list');
}

/** The manifest link of the page as it stands. */
export const manifestHref = (tab: Page) =>
  tab.evaluate(() => document.querySelector('link[rel="manifest"]')?.getAttribute('href'));

/** Where each precached or runtime-cached URL of the service worker is (paths only). */
export const cachedPaths = (tab: Page) =>
  tab.evaluate(async () => {
    const paths: string[] = [];
    for (const name of await caches.keys()) {
      for (const request of await (await caches.open(name)).keys())
        paths.push(new URL(request.url).pathname);
    }
    return paths;
  });
