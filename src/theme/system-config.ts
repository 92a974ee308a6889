// The Chakra configuration: the base config (utilities, conditions) plus the default tokens and
// only the recipes the app renders, so the first load does not carry every component's styles.
// system.ts builds the app's system from it; the build (scripts/vite/chakra-global-css.ts) also
// turns it into the global stylesheet written into index.html.
import { defaultBaseConfig, defineConfig } from '@chakra-ui/react';
import {
  animationStyles,
  breakpoints,
  buttonRecipe,
  containerRecipe,
  fieldSlotRecipe,
  globalCss,
  headingRecipe,
  inputRecipe,
  keyframes,
  layerStyles,
  linkRecipe,
  semanticTokens,
  skeletonRecipe,
  spinnerRecipe,
  textStyles,
  toastSlotRecipe,
  tokens,
} from '@chakra-ui/react/theme';
import { brandColors, brandSemanticColors } from './brand-colors';
import { lightOnly, withoutKeys } from './trim-tokens';

/** Chakra palettes no page uses (its own recipes here use none of them either). */
const UNUSED_PALETTES = ['teal', 'cyan', 'pink', 'blackAlpha', 'whiteAlpha'];

/** System fonts only: no web font is downloaded, so Chinese text shows at once, offline too. */
const CHINESE_FONTS =
  '"PingFang SC", "Hiragino Sans GB", "Microsoft YaHei", "Noto Sans CJK SC", "Noto Sans SC", "Source Han Sans SC", system-ui, sans-serif';

export const appConfig = defineConfig({
  preflight: true,
  cssVarsPrefix: 'chakra',
  cssVarsRoot: ':where(html, .chakra-theme)',
  globalCss: {
    ...globalCss,
    html: { color: 'fg', bg: 'bg', lineHeight: '1.6', colorPalette: 'brand' },
    body: { fontFamily: 'body', minHeight: '100dvh' },
    // Keyboard users must always see where they are; pointer clicks keep no ring.
    ':where(a, button, input, select, textarea, summary, [tabindex]):focus-visible': {
      outline: '3px solid',
      outlineColor: 'brand.focusRing',
      outlineOffset: '2px',
    },
  },
  theme: {
    breakpoints,
    keyframes,
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
      toast: toastSlotRecipe,
    },
    textStyles,
    layerStyles,
    animationStyles,
  },
});

export const systemConfigs = [defaultBaseConfig, appConfig] as const;
