// Debian's Chromium through playwright-core, with the flags this machine's closed network needs.
import { chromium, type Browser, type BrowserContextOptions } from 'playwright-core';
import { CHROMIUM_FLAGS } from '../../../scripts/lib/chromium-flags.mjs';

export const PHONE: BrowserContextOptions = {
  viewport: { width: 390, height: 844 },
  deviceScaleFactor: 2,
  isMobile: true,
  hasTouch: true,
  locale: 'zh-CN',
};
export const DESKTOP: BrowserContextOptions = {
  viewport: { width: 1366, height: 900 },
  locale: 'zh-CN',
};

export function launchBrowser(): Promise<Browser> {
  return chromium.launch({
    executablePath: process.env.CHROME_PATH || '/usr/bin/chromium',
    args: [...CHROMIUM_FLAGS],
  });
}
