// The JavaScript a first visit downloads until the network is idle: the page opened in Chromium
// against the started server, with the service worker kept out (its precaching of every chunk is
// not what the visit needs), and every script the page asked for named.
import { chromium } from 'playwright-core';
import { chromiumPath } from './chromium.mjs';
import { CHROMIUM_FLAGS } from './chromium-flags.mjs';

/** After the network has been idle this long, nothing more is on its way. */
const SETTLE_MS = 2000;

/**
 * The dist-relative files (`assets/…js`) of every script `pagePath` loads until the network is
 * idle, on a phone-sized screen.
 */
export async function scriptsUntilIdle(base, pagePath) {
  const browser = await chromium.launch({
    executablePath: chromiumPath(),
    args: [...CHROMIUM_FLAGS],
  });
  try {
    const context = await browser.newContext({
      viewport: { width: 390, height: 844 },
      serviceWorkers: 'block',
    });
    const page = await context.newPage();
    const files = new Set();
    page.on('request', (request) => {
      const { pathname } = new URL(request.url());
      if (pathname.endsWith('.js')) files.add(pathname.replace(/^.*?(assets\/)/, '$1'));
    });
    await page.goto(`${base}${pagePath}`, { waitUntil: 'networkidle' });
    await page.waitForTimeout(SETTLE_MS);
    await page.waitForLoadState('networkidle');
    return [...files].filter((file) => file.startsWith('assets/'));
  } finally {
    await browser.close();
  }
}
