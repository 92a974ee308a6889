// What only the global stylesheet needs: Chakra's reset, the elements' defaults with the app's own
// (Chinese system fonts, a visible focus ring) and the keyframes. The build turns it, with the
// app's configuration (system-config.ts), into the stylesheet written into index.html
// (scripts/vite/chakra-global-css.ts); the app's code never reads it, so no phone downloads it.
import { defineConfig } from '@chakra-ui/react';
import { globalCss, keyframes } from '@chakra-ui/react/theme';

export const globalStylesConfig = defineConfig({
  preflight: true,
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
  theme: { keyframes },
});
