// Section tabs (notice categories, news kinds, query targets…). They look like the login page's
// Chakra Tabs but are not Chakra's Tabs: those are ARIA tabs that switch panels inside one page,
// with arrow keys and a single stop in the tab order. These are links in a <nav>, each its own URL,
// marked with aria-current, so each can be bookmarked, shared, crawled and opened offline from the
// cache, and Tab reaches every one.
// On a phone the strip scrolls sideways; a fade with an arrow at each end that hides tabs says
// that more exist, and a tap on it scrolls them in (Chakra's tabs have no such hint).
import { Box, chakra } from '@chakra-ui/react';
import { useLayoutEffect, useRef } from 'react';
import { Link as RouterLink } from 'react-router-dom';
import { tabStripStyle, tabStyle } from './tab-look';
import { useHiddenSides } from './use-hidden-sides';

const TabLink = chakra(RouterLink);

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
      <Box as="nav" ref={stripRef} aria-label={label} overflowX="auto" scrollbarWidth="none">
        <Box as="ul" css={tabStripStyle} listStyleType="none" minW="max-content">
          {items.map((item) => (
            <li key={item.to}>
              <TabLink to={item.to} aria-current={item.active ? 'page' : undefined} css={tabStyle}>
                {item.label}
              </TabLink>
            </li>
          ))}
        </Box>
      </Box>
      {hidden.start && <MoreTabsHint side="start" onPress={() => scroll('start')} />}
      {hidden.end && <MoreTabsHint side="end" onPress={() => scroll('end')} />}
    </Box>
  );
}
