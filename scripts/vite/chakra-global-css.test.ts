import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { chakraGlobalCss, lazyChakraGlobal } from './chakra-global-css';

const chakraSystemJs = readFileSync(
  path.join(
    path.dirname(createRequire(import.meta.url).resolve('@chakra-ui/react/package.json')),
    'dist/esm/styled-system/system.js',
  ),
  'utf8',
);

describe('the global stylesheet written into index.html', () => {
  const css = chakraGlobalCss();

  it('declares the layer order first, then the reset, element defaults and tokens', () => {
    expect(css.startsWith('@layer reset,base,tokens,recipes;')).toBe(true);
    expect(css).toContain('@layer reset{html{line-height:1.5;');
    expect(css).toContain('@layer base{');
    expect(css).toContain('--chakra-colors-brand-600:#0b6e4f;');
  });

  it('carries the app’s own global rules: system Chinese fonts and a visible focus ring', () => {
    expect(css).toContain('PingFang SC');
    expect(css).toMatch(
      /:focus-visible\{outline:3px solid;outline-color:var\(--chakra-colors-brand-focus-ring\)/,
    );
  });
});

describe('lazyChakraGlobal', () => {
  it('turns the eager global styles of the installed Chakra into a getter', () => {
    const lazy = lazyChakraGlobal(chakraSystemJs);
    expect(lazy).not.toContain('const _global = [');
    expect(lazy).toContain('get _global() { return makeGlobal(); },');
  });

  it('leaves the reset’s generator out: its rules are in index.html already', () => {
    const lazy = lazyChakraGlobal(chakraSystemJs);
    expect(lazy).not.toContain("from './preflight.js'");
    expect(lazy).toContain('const createPreflight = () => ({});');
  });

  it('fails loudly when Chakra’s code no longer has that shape', () => {
    expect(() => lazyChakraGlobal('export function createSystem() {}')).toThrow(/Chakra/);
  });
});
