// Section tabs (notice categories, news kinds, query targets…). They are links, not ARIA tabs:
// each one is its own URL, so it can be bookmarked, shared and opened offline from the cache.
import { Box, Link } from '@chakra-ui/react';
import { useLayoutEffect, useRef } from 'react';
import { Link as RouterLink } from 'react-router-dom';

export interface SubNavItem {
  label: string;
  to: string;
  active: boolean;
}

export interface SubNavProps {
  /** Names the navigation landmark, e.g. 「通知分类」. */
  label: string;
  items: readonly SubNavItem[];
}

/**
 * Centres the current tab in the tab strip when the strip is wider than a phone screen (官方公告
 * on /news/notice, 教练员 on /query/coach). Only the strip scrolls: `scrollIntoView` would also
 * move the page, undoing a restored scroll position or the jump to an anchor.
 */
function useCurrentTabInView(current: string | undefined) {
  const stripRef = useRef<HTMLElement>(null);
  useLayoutEffect(() => {
    const strip = stripRef.current;
    const tab = strip?.querySelector<HTMLElement>('[aria-current="page"]');
    // jsdom lays nothing out: both widths are 0 there, so nothing scrolls.
    if (!strip || !tab || strip.scrollWidth <= strip.clientWidth) return;
    const stripBox = strip.getBoundingClientRect();
    const tabBox = tab.getBoundingClientRect();
    strip.scrollLeft += tabBox.left + tabBox.width / 2 - (stripBox.left + stripBox.width / 2);
  }, [current]);
  return stripRef;
}

export function SubNav({ label, items }: SubNavProps) {
  const stripRef = useCurrentTabInView(items.find((item) => item.active)?.to);
  return (
    <Box
      as="nav"
      ref={stripRef}
      aria-label={label}
      borderBottomWidth="2px"
      borderColor="border"
      overflowX="auto"
    >
      <Box as="ul" listStyleType="none" display="flex" gap="1" minW="max-content">
        {items.map((item) => (
          <li key={item.to}>
            <Link
              asChild
              display="inline-flex"
              alignItems="center"
              minH="11"
              px="4"
              mb="-2px"
              borderBottomWidth="3px"
              borderColor={item.active ? 'brand.solid' : 'transparent'}
              color={item.active ? 'brand.fg' : 'fg.muted'}
              fontWeight={item.active ? 'semibold' : 'normal'}
              textDecoration="none"
              _hover={{ color: 'brand.fg', textDecoration: 'none' }}
            >
              <RouterLink to={item.to} aria-current={item.active ? 'page' : undefined}>
                {item.label}
              </RouterLink>
            </Link>
          </li>
        ))}
      </Box>
    </Box>
  );
}
