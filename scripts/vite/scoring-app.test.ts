import { describe, expect, it } from 'vitest';
import { scoringManifest, scoringPage } from './scoring-app';

const INDEX = [
  '<head>',
  '<link rel="icon" href="/portal/favicon.svg" type="image/svg+xml" />',
  '<link rel="apple-touch-icon" href="/portal/apple-touch-icon.png" />',
  '<link rel="manifest" href="/portal/manifest.webmanifest">',
  '</head>',
].join('\n');

describe('the scoring app', () => {
  it('has its own manifest under the base: scope, start on the game list, its own icons', () => {
    const manifest = scoringManifest('/portal/', '#0b6e4f');
    expect(manifest).toMatchObject({
      id: '/portal/scoring/',
      name: '飞盘记分',
      scope: '/portal/scoring/',
      start_url: '/portal/scoring/match/list',
      display: 'standalone',
    });
    expect(manifest.icons.map((icon) => icon.src)).toEqual([
      'scoring-192x192.png',
      'scoring-512x512.png',
      'scoring-maskable-512x512.png',
    ]);
  });

  it('makes the scoring page from index.html with only the manifest and touch icon swapped', () => {
    const page = scoringPage(INDEX);
    expect(page).toContain('<link rel="manifest" href="/portal/scoring.webmanifest">');
    expect(page).toContain(
      '<link rel="apple-touch-icon" href="/portal/scoring-apple-touch-icon.png" />',
    );
    expect(page).toContain('<link rel="icon" href="/portal/favicon.svg" type="image/svg+xml" />');
    const back = page
      .replace('scoring.webmanifest', 'manifest.webmanifest')
      .replace('scoring-apple-touch-icon', 'apple-touch-icon');
    expect(back).toBe(INDEX);
  });

  it('fails the build when index.html links no manifest', () => {
    expect(() => scoringPage(INDEX.replace(/<link rel="manifest"[^>]*>/, ''))).toThrow(/应用清单/);
  });
});
