import type { OutputBundle } from 'rolldown';
import { describe, expect, it } from 'vitest';
import { chunkFilesOf } from './start-preload';

/** A bundle of chunks: file name → the module it starts (if any) and its static imports. */
function bundleOf(chunks: Record<string, { facade?: string; imports?: string[] }>): OutputBundle {
  return Object.fromEntries(
    Object.entries(chunks).map(([fileName, chunk]) => [
      fileName,
      {
        type: 'chunk',
        fileName,
        facadeModuleId: chunk.facade ?? null,
        imports: chunk.imports ?? [],
      },
    ]),
  ) as unknown as OutputBundle;
}

const BUNDLE = bundleOf({
  'assets/index-1.js': { facade: '/repo/index.html' },
  'assets/start-app-2.js': {
    facade: '/repo/src/start-app.tsx',
    imports: ['assets/ui-core-3.js', 'assets/router-4.js'],
  },
  'assets/ui-core-3.js': {},
  'assets/router-4.js': { imports: ['assets/ui-core-3.js', 'assets/runtime-5.js'] },
  'assets/runtime-5.js': {},
  'assets/login-6.js': {
    facade: '/repo/src/features/scoring/login/index.ts',
    imports: ['assets/start-app-2.js', 'assets/field-7.js'],
  },
  'assets/field-7.js': {},
});

describe('chunkFilesOf', () => {
  it('names the chunk a module starts and its static imports, deeply, each once', () => {
    expect(chunkFilesOf(BUNDLE, /[\\/]src[\\/]start-app\.tsx$/)).toEqual([
      'assets/start-app-2.js',
      'assets/ui-core-3.js',
      'assets/router-4.js',
      'assets/runtime-5.js',
    ]);
    expect(chunkFilesOf(BUNDLE, /scoring[\\/]login[\\/]index\.ts$/)).toEqual([
      'assets/login-6.js',
      'assets/start-app-2.js',
      'assets/ui-core-3.js',
      'assets/router-4.js',
      'assets/runtime-5.js',
      'assets/field-7.js',
    ]);
  });

  it('fails the build when no chunk starts with the module', () => {
    expect(() => chunkFilesOf(BUNDLE, /gone\.tsx$/)).toThrow('找不到模块');
  });
});
