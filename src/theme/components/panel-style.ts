// The framed, lightly shaded box of a record's facts or a page's filters.
import type { BoxProps } from '@chakra-ui/react';

export const PANEL_STYLE = {
  p: { base: '4', md: '5' },
  borderWidth: '1px',
  borderColor: 'border',
  borderRadius: 'l3',
  bg: 'bg.subtle',
} as const satisfies BoxProps;
