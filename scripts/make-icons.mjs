// npm run icons: renders every app icon PNG from the one source, public/favicon.svg, in Debian's
// Chromium (no native image library needed). The PNGs are committed; run this after editing the SVG.
import { readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { chromium } from 'playwright-core';

const ROOT = path.resolve(import.meta.dirname, '..');
const SOURCE = path.join(ROOT, 'public/favicon.svg');

// "any" icons keep the rounded tile on a transparent page. Maskable and Apple icons must be
// full-bleed squares (the platform cuts its own shape), so the tile loses its corners and the
// mark shrinks: a maskable mark must sit inside the central circle of 80 % diameter.
const ICONS = [
  { file: 'pwa-192x192.png', size: 192, fullBleed: false, markScale: 1 },
  { file: 'pwa-512x512.png', size: 512, fullBleed: false, markScale: 1 },
  { file: 'maskable-512x512.png', size: 512, fullBleed: true, markScale: 0.72 },
  { file: 'apple-touch-icon.png', size: 180, fullBleed: true, markScale: 0.86 },
];

function pageFor(svg, { size, fullBleed, markScale }) {
  const style = `
    html, body { margin: 0; background: transparent; }
    svg { display: block; width: ${size}px; height: ${size}px; }
    #bg { rx: ${fullBleed ? 0 : 112}px; }
    #mark { transform-origin: 256px 256px; transform: scale(${markScale}); }`;
  return `<!doctype html><html><head><style>${style}</style></head><body>${svg}</body></html>`;
}

const svg = readFileSync(SOURCE, 'utf8');
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
  for (const icon of ICONS) {
    const page = await browser.newPage({
      viewport: { width: icon.size, height: icon.size },
      deviceScaleFactor: 1,
    });
    await page.setContent(pageFor(svg, icon));
    const png = await page.locator('svg').screenshot({ omitBackground: true });
    writeFileSync(path.join(ROOT, 'public', icon.file), png);
    console.log(`public/${icon.file} (${icon.size}×${icon.size})`);
    await page.close();
  }
} finally {
  await browser.close();
}
