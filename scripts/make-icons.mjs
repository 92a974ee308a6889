// npm run icons: renders every app icon PNG in Debian's Chromium (no native image library needed):
// the portal's from public/favicon.svg, the scorer's (飞盘记分, its own installed app) from
// public/scoring-icon.svg. The PNGs are committed; run this after editing either SVG (naming it,
// e.g. `npm run icons -- scoring-icon.svg`, renders only that one's).
import { readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { chromium } from 'playwright-core';

const ROOT = path.resolve(import.meta.dirname, '..');

// "any" icons keep the rounded tile on a transparent page. Maskable and Apple icons must be
// full-bleed squares (the platform cuts its own shape), so the tile loses its corners and the
// mark shrinks: a maskable mark must sit inside the central circle of 80 % diameter.
const SHAPES = [
  { file: 'pwa-192x192.png', size: 192, fullBleed: false, markScale: 1 },
  { file: 'pwa-512x512.png', size: 512, fullBleed: false, markScale: 1 },
  { file: 'maskable-512x512.png', size: 512, fullBleed: true, markScale: 0.72 },
  { file: 'apple-touch-icon.png', size: 180, fullBleed: true, markScale: 0.86 },
];
const only = process.argv.slice(2);
const SOURCES = [
  { svg: 'favicon.svg', prefix: '' },
  { svg: 'scoring-icon.svg', prefix: 'scoring-' },
].filter((source) => only.length === 0 || only.includes(source.svg));
// The scorer's PNGs are named after their shape: scoring-192x192.png, scoring-maskable-512x512.png…
const scoringName = (file) => file.replace(/^pwa-/, '');

function pageFor(svg, { size, fullBleed, markScale }) {
  const style = `
    html, body { margin: 0; background: transparent; }
    svg { display: block; width: ${size}px; height: ${size}px; }
    #bg { rx: ${fullBleed ? 0 : 112}px; }
    #mark { transform-origin: 256px 256px; transform: scale(${markScale}); }`;
  return `<!doctype html><html><head><style>${style}</style></head><body>${svg}</body></html>`;
}

const browser = await chromium.launch({
  executablePath: process.env.CHROME_PATH || '/usr/bin/chromium',
  args: [
    '--headless',
    '--no-sandbox',
    '--disable-gpu',
    '--no-first-run',
    '--disable-background-networking',
  ],
});
try {
  for (const source of SOURCES) {
    const svg = readFileSync(path.join(ROOT, 'public', source.svg), 'utf8');
    for (const icon of SHAPES) {
      const file = source.prefix ? source.prefix + scoringName(icon.file) : icon.file;
      const page = await browser.newPage({
        viewport: { width: icon.size, height: icon.size },
        deviceScaleFactor: 1,
      });
      await page.setContent(pageFor(svg, icon));
      const png = await page.locator('svg').screenshot({ omitBackground: true });
      writeFileSync(path.join(ROOT, 'public', file), png);
      console.log(`public/${file} (${icon.size}×${icon.size})`);
      await page.close();
    }
  }
} finally {
  await browser.close();
}
