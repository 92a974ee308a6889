// Section tabs (notice categories, news kinds, query targets…). They are links, not ARIA tabs:
// each one is its own URL, so it can be bookmarked, shared and opened offline from the cache.
// On a phone the strip scrolls sideways; a fade with an arrow at each end that hides tabs says
// that more exist, and a tap on it scrolls them in.
import { Box, chakra, Link } from '@chakra-ui/react';
import { useLayoutEffect, useRef } from 'react';
import { Link as RouterLink } from 'react-router-dom';
import { useHiddenSides } from './use-hidden-sides';

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

type Side = 'start' | 'end';

/**
 * The fade over one end of the strip, with an arrow. A pointer's shortcut only: it is hidden from
 * screen readers and out of the tab order, where every tab is a link that scrolls into view.
 */
function MoreTabsHint({ side, onPress }: { side: Side; onPress: () => void }) {
  const towardEnd = side === 'end';
  return (
    <chakra.button
      type="button"
      tabIndex={-1}
      aria-hidden="true"
      data-more-tabs={side}
      onClick={onPress}
      position="absolute"
      top="0"
      bottom="0"
      insetInlineStart={towardEnd ? undefined : '0'}
      insetInlineEnd={towardEnd ? '0' : undefined}
      w="11"
      display="flex"
      alignItems="center"
      justifyContent={towardEnd ? 'flex-end' : 'flex-start'}
      color="brand.fg"
      cursor="pointer"
      bgImage={`linear-gradient(to ${towardEnd ? 'right' : 'left'}, transparent, var(--chakra-colors-bg) 55%)`}
    >
      <svg width="20" height="20" viewBox="0 0 20 20" focusable="false">
        <path
          d={towardEnd ? 'M7 4l6 6-6 6' : 'M13 4l-6 6 6 6'}
          fill="none"
          stroke="currentColor"
          strokeWidth="2.5"
          strokeLinecap="round"
          strokeLinejoin="round"
        />
      </svg>
    </chakra.button>
  );
}

export function SubNav({ label, items }: SubNavProps) {
  const stripRef = useCurrentTabInView(items.find((item) => item.active)?.to);
  const hidden = useHiddenSides(stripRef);
  const scroll = (side: Side) => {
    const strip = stripRef.current;
    if (!strip) return;
    const step = strip.clientWidth * 0.7;
    strip.scrollBy({ left: side === 'end' ? step : -step, behavior: 'smooth' });
  };
  return (
    <Box position="relative">
      <Box
        as="nav"
        ref={stripRef}
        aria-label={label}
        borderBottomWidth="2px"
        borderColor="border"
        overflowX="auto"
        scrollbarWidth="none"
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
      {hidden.start && <MoreTabsHint side="start" onPress={() => scroll('start')} />}
      {hidden.end && <MoreTabsHint side="end" onPress={() => scroll('end')} />}
    </Box>
  );
}
