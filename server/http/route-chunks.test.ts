import { describe, expect, it } from 'vitest';
import { sectionChunkLinks, type BuildManifest } from './route-chunks';

const MANIFEST: BuildManifest = {
  'index.html': { file: 'assets/index-1.js', imports: ['_ui-core.js'] },
  '_ui-core.js': { file: 'assets/ui-core-2.js' },
  '_shared.js': { file: 'assets/shared-3.js', imports: ['_ui-core.js', '_deep.js'] },
  '_deep.js': { file: 'assets/deep-4.js' },
  'src/features/portal/notice/index.ts': {
    file: 'assets/notice-5.js',
    imports: ['index.html', '_shared.js'],
  },
  'src/app/not-found-page.tsx': { file: 'assets/not-found-6.js', imports: ['_shared.js'] },
};

const template = (base: string) =>
  `<head><script type="module" crossorigin src="${base}assets/index-1.js"></script>` +
  `<link rel="modulepreload" crossorigin href="${base}assets/ui-core-2.js"></head>`;

const hrefs = (links: string) => [...links.matchAll(/href="([^"]+)"/g)].map(([, href]) => href);

describe('sectionChunkLinks', () => {
  it('names a section and its imports, deeply, leaving out what the template loads', () => {
    const links = sectionChunkLinks(
      MANIFEST,
      ['src/features/portal/notice/index.ts'],
      template('/'),
    );
    expect(hrefs(links)).toEqual([
      '/assets/notice-5.js',
      '/assets/shared-3.js',
      '/assets/deep-4.js',
    ]);
    expect(links).toContain('<link rel="modulepreload" crossorigin href="/assets/notice-5.js">');
  });

  it('names a chunk two sections share once', () => {
    const links = sectionChunkLinks(
      MANIFEST,
      ['src/features/portal/notice/index.ts', 'src/app/not-found-page.tsx'],
      template('/'),
    );
    expect(hrefs(links)).toEqual([
      '/assets/notice-5.js',
      '/assets/shared-3.js',
      '/assets/deep-4.js',
      '/assets/not-found-6.js',
    ]);
  });

  it('puts the site base the template uses in front of each script', () => {
    const links = sectionChunkLinks(MANIFEST, ['src/app/not-found-page.tsx'], template('/feipan/'));
    expect(hrefs(links)).toEqual([
      '/feipan/assets/not-found-6.js',
      '/feipan/assets/shared-3.js',
      '/feipan/assets/deep-4.js',
    ]);
  });

  it('names nothing for an unknown module or a template of another build', () => {
    expect(sectionChunkLinks(MANIFEST, ['src/gone.ts'], template('/'))).toBe('');
    const otherBuild = template('/').replace('index-1.js', 'index-9.js');
    expect(sectionChunkLinks(MANIFEST, ['src/app/not-found-page.tsx'], otherBuild)).toBe('');
  });
});
