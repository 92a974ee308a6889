// The Chakra configuration: the base config (utilities, conditions) plus the default tokens and
// only the recipes the app's first screens render, so the first load does not carry every
// component's styles (the toasts pass theirs with the views, src/lib/notifications.tsx).
// system.ts builds the app's system from it. What only the global stylesheet needs (the reset,
// element defaults, keyframes) is in global-styles-config.ts, which the build alone reads
// (scripts/vite/chakra-global-css.ts writes the stylesheet into index.html).
import { defaultBaseConfig, defineConfig } from '@chakra-ui/react';
import {
  animationStyles,
  breakpoints,
  buttonRecipe,
  containerRecipe,
  fieldSlotRecipe,
  headingRecipe,
  inputRecipe,
  layerStyles,
  linkRecipe,
  semanticTokens,
  skeletonRecipe,
  spinnerRecipe,
  textStyles,
  tokens,
} from '@chakra-ui/react/theme';
import { brandColors, brandSemanticColors } from './brand-colors';
import { lightOnly, withoutKeys } from './trim-tokens';

/** Chakra palettes no page uses (its own recipes here use none of them either). */
const UNUSED_PALETTES = ['teal', 'cyan', 'pink', 'blackAlpha', 'whiteAlpha'];

/** System fonts only: no web font is downloaded, so Chinese text shows at once, offline too. */
const CHINESE_FONTS =
  '"PingFang SC", "Hiragino Sans GB", "Microsoft YaHei", "Noto Sans CJK SC", "Noto Sans SC", "Source Han Sans SC", "WenQuanYi Micro Hei", system-ui, sans-serif';

export const appConfig = defineConfig({
  cssVarsPrefix: 'chakra',
  cssVarsRoot: ':where(html, .chakra-theme)',
  theme: {
    breakpoints,
    tokens: {
      ...tokens,
      colors: { ...withoutKeys(tokens.colors, UNUSED_PALETTES), brand: brandColors },
      fonts: {
        heading: { value: CHINESE_FONTS },
        body: { value: CHINESE_FONTS },
        mono: tokens.fonts.mono,
      },
    },
    semanticTokens: lightOnly({
      ...semanticTokens,
      colors: {
        ...withoutKeys(semanticTokens.colors, UNUSED_PALETTES),
        brand: brandSemanticColors,
      },
    }),
    recipes: {
      button: buttonRecipe,
      container: containerRecipe,
      heading: headingRecipe,
      input: inputRecipe,
      link: linkRecipe,
      skeleton: skeletonRecipe,
      spinner: spinnerRecipe,
    },
    slotRecipes: {
      field: fieldSlotRecipe,
    },
    textStyles,
    layerStyles,
    animationStyles,
  },
});

export const systemConfigs = [defaultBaseConfig, appConfig] as const;
