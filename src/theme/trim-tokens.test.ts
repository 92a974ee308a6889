import { describe, expect, it } from 'vitest';
import { appSystem } from './system';
import { lightOnly, withoutKeys } from './trim-tokens';

describe('trimming the tokens', () => {
  it('keeps the light value of a conditional semantic token, and plain ones as they are', () => {
    const tokens = {
      bg: { DEFAULT: { value: { _light: '{colors.white}', _dark: '{colors.black}' } } },
      radius: { value: '4px', description: '圆角' },
    };
    expect(lightOnly(tokens)).toEqual({
      bg: { DEFAULT: { value: '{colors.white}' } },
      radius: { value: '4px', description: '圆角' },
    });
  });

  it('drops the named keys only', () => {
    expect(withoutKeys({ teal: 1, gray: 2, red: 3 }, ['teal'])).toEqual({ gray: 2, red: 3 });
  });

  it('leaves the app a system with the palettes it uses, resolved to light values', () => {
    expect(appSystem().token('colors.gray.500')).toBeDefined();
    expect(appSystem().token('colors.teal.500')).toBeUndefined();
    expect(appSystem().token.var('colors.brand.solid')).toBe('var(--chakra-colors-brand-solid)');
  });
});
