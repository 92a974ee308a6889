// One look for the app's tab strips, the login page's Chakra Tabs and the section links (SubNav):
// a grey line under the strip and a brand-green bar under the current tab, each tab 44 px tall.
// Style objects, not Chakra's tabs recipe: a recipe reaches a lazy page only through the app's
// system or '@chakra-ui/react/theme', and either way the build puts it on every page's first load.
import { defineStyle } from '@chakra-ui/react';

export const tabStripStyle = defineStyle({
  display: 'flex',
  gap: '1',
  borderBottomWidth: '2px',
  borderColor: 'border',
});

const current = { borderColor: 'brand.solid', color: 'brand.fg', fontWeight: 'semibold' };

/** A tab: a Tabs.Trigger (chosen when aria-selected) or a link (current when aria-current). */
export const tabStyle = defineStyle({
  display: 'inline-flex',
  alignItems: 'center',
  minH: '11',
  px: '4',
  mb: '-2px',
  borderBottomWidth: '3px',
  borderColor: 'transparent',
  color: 'fg.muted',
  fontWeight: 'normal',
  whiteSpace: 'nowrap',
  textDecoration: 'none',
  cursor: 'pointer',
  _hover: { color: 'brand.fg', textDecoration: 'none' },
  _selected: current,
  _currentPage: current,
});
