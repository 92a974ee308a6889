// The Chakra system's global styles (reset, element defaults, every token as a CSS variable), made
// at build time instead of on every phone at start (see src/theme/system.ts):
// - index.html gets them as a <style> element, computed here from the app's configuration;
// - Chakra's createSystem computes them eagerly (tens of milliseconds on a phone); this plugin
//   makes it compute them on first use instead, which in the app is never;
// - what only they need stays out of the app's code: the reset's generator (createPreflight) is
//   replaced by an empty one in the browser's build, and the element defaults and keyframes are
//   in src/theme/global-styles-config.ts, which only this file reads.
import { createSystem } from '@chakra-ui/react';
import { serializeStyles } from '@emotion/serialize';
import { compile, middleware, prefixer, serialize, stringify } from 'stylis';
import type { Plugin } from 'vite';
import { globalStylesConfig } from '../../src/theme/global-styles-config';
import { systemConfigs } from '../../src/theme/system-config';

const SYSTEM_MODULE = /@chakra-ui[\\/]react[\\/]dist[\\/]esm[\\/]styled-system[\\/]system\.js$/;
const EAGER_GLOBAL = 'const _global = [getPreflightCss(), getGlobalCss(), getTokenCss()];';
const LAZY_GLOBAL =
  'let _globalMade; const makeGlobal = () => (_globalMade ??= [getPreflightCss(), getGlobalCss(), getTokenCss()]);';
const GLOBAL_PROPERTY = /\n(\s*)_global,\n/;
const PREFLIGHT_IMPORT = "import { createPreflight } from './preflight.js';";
const NO_PREFLIGHT = 'const createPreflight = () => ({});';

/** The CSS emotion would insert for the system's layer order and global styles. */
export function chakraGlobalCss(): string {
  const system = createSystem(...systemConfigs, globalStylesConfig);
  const { styles } = serializeStyles([system.layers.atRule, system._global]);
  return serialize(compile(styles), middleware([prefixer, stringify]));
}

/**
 * createSystem's global styles made lazily, without the reset's generator: fails the build if
 * Chakra's code changed shape.
 */
export function lazyChakraGlobal(code: string): string {
  if (
    !code.includes(EAGER_GLOBAL) ||
    !GLOBAL_PROPERTY.test(code) ||
    !code.includes(PREFLIGHT_IMPORT)
  ) {
    throw new Error(
      'Chakra 的 createSystem 代码已变化，无法推迟全局样式的生成：请更新 chakra-global-css.ts',
    );
  }
  return code
    .replace(PREFLIGHT_IMPORT, NO_PREFLIGHT)
    .replace(EAGER_GLOBAL, LAZY_GLOBAL)
    .replace(GLOBAL_PROPERTY, '\n$1get _global() { return makeGlobal(); },\n');
}

export function chakraGlobalCssPlugin(): Plugin {
  let css: string | undefined;
  return {
    name: 'feipan:chakra-global-css',
    transform(code, id) {
      return SYSTEM_MODULE.test(id) ? { code: lazyChakraGlobal(code), map: null } : undefined;
    },
    transformIndexHtml: {
      // After Vite's own processing, which would minify the CSS and drop the layer order from it.
      order: 'post',
      handler() {
        css ??= chakraGlobalCss();
        return [{ tag: 'style', attrs: { id: 'chakra-global' }, children: css, injectTo: 'head' }];
      },
    },
  };
}
