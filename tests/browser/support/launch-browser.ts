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

/** Chromium with the machine's flags, and `extraArgs` (a host mapping, a certificate to trust). */
export async function launchBrowser(extraArgs: readonly string[] = []): Promise<Browser> {
  const browser = await chromium.launch({
    executablePath: process.env.CHROME_PATH || '/usr/bin/chromium',
    args: [...CHROMIUM_FLAGS, ...extraArgs],
  });
  await assertChineseGlyphs(browser);
  return browser;
}

/**
 * Tests measure text (tap targets, no sideways scroll) and take screenshots, so they must see the
 * glyphs a phone shows: a Chinese character is one em wide. Without a Chinese font Chromium draws
 * narrow fallback boxes instead (a two-character name 19 px wide, not 32), and a test would pass
 * or fail by the machine. `npm test` installs a font when one is missing (scripts/lib/cjk-font.mjs);
 * a run that bypassed it stops here, saying why, rather than somewhere in a layout check.
 */
async function assertChineseGlyphs(browser: Browser): Promise<void> {
  const page = await browser.newPage();
  try {
    const width = await page.evaluate(() => {
      const context = document.createElement('canvas').getContext('2d');
      if (!context) return 0;
      context.font = '100px sans-serif';
      return context.measureText('飞盘协会').width;
    });
    if (width < 4 * 90) {
      await browser.close();
      throw new Error(
        `Chromium 没有中文字体（四个汉字宽 ${Math.round(width)}px，应约 400px）：` +
          '请用 npm test 或 npm run test:browser 运行（会自动安装），或 apt-get install -y fonts-wqy-microhei。',
      );
    }
  } finally {
    if (browser.isConnected()) await page.close();
  }
}
