// What the console's browser tests share: signing in from Node (a ticket, as the login page would
// store it), a browser context signed in that way, and the look at a screen every console page
// gets: no sideways scroll, no serious axe violation, a screenshot to look at.
import assert from 'node:assert/strict';
import type { BrowserContext, BrowserContextOptions, Page } from 'playwright-core';
import { seriousViolations, type TestBed } from './portal-pages';

export const SHOTS = 'test-results/screenshots';

export const DEMO_PASSWORD = 'demo1234';
export const STAFF_PHONE = '13800000000';

/**
 * The steps for one test file: its screenshots are named `<shotPrefix>-<name>-<width>.png`, and
 * every context it opens takes `contextOptions` too (acceptDownloads for a test that downloads).
 */
export function consoleSteps(
  bed: TestBed,
  shotPrefix: string,
  contextOptions: BrowserContextOptions = {},
) {
  const url = (path: string) => bed.server.baseUrl + path;

  async function signIn(phone: string, password = DEMO_PASSWORD): Promise<string> {
    const response = await fetch(url('/api/user/pwLogin'), {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ phone, password }),
    });
    const body = (await response.json()) as { code: number; data: { ticket: string } };
    assert.equal(body.code, 0, `${phone} signs in`);
    return body.data.ticket;
  }

  /** A context of that size; with a ticket, signed in as its owner. */
  async function contextOf(size: BrowserContextOptions, ticket?: string): Promise<BrowserContext> {
    const context = await bed.browser.newContext({
      ...contextOptions,
      ...size,
      serviceWorkers: 'block',
    });
    if (ticket) await context.addInitScript((t) => localStorage.setItem('ticket', t), ticket);
    return context;
  }

  /** A context of that size, signed in as the account of that phone. */
  async function contextAs(size: BrowserContextOptions, phone: string): Promise<BrowserContext> {
    return contextOf(size, await signIn(phone));
  }

  async function lookAt(tab: Page, name: string): Promise<void> {
    await noSidewaysScroll(tab, name);
    assert.deepEqual(await seriousViolations(tab), [], `${name}: axe`);
    const width = await tab.evaluate(() => window.innerWidth);
    await tab.screenshot({
      path: `${SHOTS}/${shotPrefix}-${name}-${width}.png`,
      fullPage: true,
    });
  }

  /** A staff call from Node, for the setup a test does not walk through on screen. */
  async function call<T>(ticket: string, path: string, body?: unknown): Promise<T> {
    const response = await fetch(url(path), {
      method: body === undefined ? 'GET' : 'POST',
      headers: { ticket, ...(body === undefined ? {} : { 'content-type': 'application/json' }) },
      body: body === undefined ? undefined : JSON.stringify(body),
    });
    const answer = (await response.json()) as { code: number; message: string; data: T };
    assert.equal(answer.code, 0, `${path}: ${answer.message}`);
    return answer.data;
  }

  return { url, signIn, contextOf, contextAs, lookAt, call };
}

/** Today on this machine, where the server and the browsers both run, as a date field takes it. */
export function localToday(): string {
  const now = new Date();
  const pad = (value: number) => String(value).padStart(2, '0');
  return `${now.getFullYear()}-${pad(now.getMonth() + 1)}-${pad(now.getDate())}`;
}

/** A day `days` from today (in UTC), as a date field takes it. */
export function dayFromNow(days: number): string {
  return new Date(Date.now() + days * 24 * 3600 * 1000).toISOString().slice(0, 10);
}

/** The page is no wider than the room inside a vertical scrollbar, so nothing scrolls sideways. */
export async function noSidewaysScroll(tab: Page, name: string): Promise<void> {
  const widths = await tab.evaluate(() => ({
    page: document.documentElement.scrollWidth,
    room: document.documentElement.clientWidth,
  }));
  assert.ok(widths.page <= widths.room, `${name} scrolls sideways (${widths.page}px)`);
}
