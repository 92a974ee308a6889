// The association's green. Contrast checked against WCAG AA: white on 600 is 6.3:1, white on 700
// is 8.2:1, 700 on 50 is above 7:1, so text on any solid or subtle brand surface stays readable.
import { defineSemanticTokens, defineTokens } from '@chakra-ui/react';

export const brandColors = defineTokens.colors({
  50: { value: '#e8f5ef' },
  100: { value: '#c8e8d8' },
  200: { value: '#97d3b6' },
  300: { value: '#5fb98f' },
  400: { value: '#2f9e6e' },
  500: { value: '#138a5a' },
  600: { value: '#0b6e4f' },
  700: { value: '#095a41' },
  800: { value: '#074733' },
  900: { value: '#053526' },
  950: { value: '#03231a' },
});

export const brandSemanticColors = defineSemanticTokens.colors({
  contrast: { value: { _light: 'white', _dark: 'white' } },
  fg: { value: { _light: '{colors.brand.700}', _dark: '{colors.brand.200}' } },
  subtle: { value: { _light: '{colors.brand.50}', _dark: '{colors.brand.900}' } },
  muted: { value: { _light: '{colors.brand.100}', _dark: '{colors.brand.800}' } },
  emphasized: { value: { _light: '{colors.brand.200}', _dark: '{colors.brand.700}' } },
  solid: { value: { _light: '{colors.brand.600}', _dark: '{colors.brand.600}' } },
  focusRing: { value: { _light: '{colors.brand.600}', _dark: '{colors.brand.300}' } },
  border: { value: { _light: '{colors.brand.600}', _dark: '{colors.brand.400}' } },
});
