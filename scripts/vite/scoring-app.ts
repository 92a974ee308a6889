// The scoring area as an app of its own on the home screen: its manifest (飞盘记分, scope
// `<base>scoring/`, opening on the game list, its own icons) and scoring.html, the app's page
// with that manifest and icon linked instead of the portal's. The server and the service worker
// answer /scoring/* with scoring.html, so a volunteer who installs from there gets the scorer:
// Chrome reads the manifest a page names as the page loads.
import type { Plugin } from 'vite';
import { missingPreloads } from './start-preload';

export const SCORING_MANIFEST = 'scoring.webmanifest';
export const SCORING_PAGE = 'scoring.html';
const SCORING_TOUCH_ICON = 'scoring-apple-touch-icon.png';
// The first screen of a volunteer who is not signed in, and the layout around every scoring
// screen: scoring.html names their scripts too, so the login comes with the app's own scripts
// rather than one round trip after them, then another for the page inside the layout.
const FIRST_SCREEN_MODULES = [
  /[\\/]src[\\/]app[\\/]layouts[\\/]scoring-layout\.tsx$/,
  /[\\/]src[\\/]features[\\/]scoring[\\/]login[\\/]index\.ts$/,
];

export function scoringManifest(base: string, themeColor: string) {
  return {
    id: `${base}scoring/`,
    name: '飞盘记分',
    short_name: '飞盘记分',
    description: '飞盘比赛记分：志愿者在球场用手机记录得分，离线也能记，联网后自动同步。',
    lang: 'zh-CN',
    dir: 'ltr',
    theme_color: themeColor,
    background_color: themeColor,
    display: 'standalone',
    scope: `${base}scoring/`,
    start_url: `${base}scoring/match/list`,
    categories: ['sports'],
    // Relative to the manifest, which sits at the base like the icons.
    icons: [
      { src: 'scoring-192x192.png', sizes: '192x192', type: 'image/png', purpose: 'any' },
      { src: 'scoring-512x512.png', sizes: '512x512', type: 'image/png', purpose: 'any' },
      {
        src: 'scoring-maskable-512x512.png',
        sizes: '512x512',
        type: 'image/png',
        purpose: 'maskable',
      },
    ],
  };
}

/** index.html with the scorer's manifest and touch icon; fails the build if either link is missing. */
export function scoringPage(indexHtml: string): string {
  let swapped = 0;
  const html = indexHtml.replace(/<link\b[^>]*>/g, (tag) => {
    const rel = /\brel="([^"]+)"/.exec(tag)?.[1];
    if (rel === 'manifest') {
      swapped += 1;
      return tag.replace(/manifest\.webmanifest"/, `${SCORING_MANIFEST}"`);
    }
    if (rel === 'apple-touch-icon') {
      swapped += 1;
      return tag.replace(/apple-touch-icon\.png"/, `${SCORING_TOUCH_ICON}"`);
    }
    return tag;
  });
  if (swapped !== 2 || !html.includes(SCORING_MANIFEST) || !html.includes(SCORING_TOUCH_ICON)) {
    throw new Error('index.html 中缺少应用清单或主屏幕图标的链接，无法生成记分页面');
  }
  return html;
}

export function scoringAppPlugin(base: string, themeColor: string): Plugin {
  return {
    name: 'feipan:scoring-app',
    // After Vite and the PWA plugin have written index.html (the manifest link included).
    enforce: 'post',
    apply: 'build',
    generateBundle(_options, bundle) {
      const index = bundle['index.html'];
      if (!index || index.type !== 'asset') return;
      this.emitFile({
        type: 'asset',
        fileName: SCORING_MANIFEST,
        source: JSON.stringify(scoringManifest(base, themeColor)),
      });
      const html = String(index.source);
      const firstScreen = missingPreloads(bundle, FIRST_SCREEN_MODULES, base, html)
        .map((href) => `<link rel="modulepreload" crossorigin href="${href}">`)
        .join('');
      this.emitFile({
        type: 'asset',
        fileName: SCORING_PAGE,
        source: scoringPage(html.replace('</head>', `${firstScreen}</head>`)),
      });
    },
  };
}
