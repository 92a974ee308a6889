// Pages whose tabs are routes (/training/coach|judge, /download/…): the tab of the current path
// (the first when none matches) and the SubNav items that mark it. The router, not Chakra, knows
// the path: Chakra's Tabs keep the chosen tab in their own state.
import { useLocation } from 'react-router-dom';
import type { SubNavItem } from './sub-nav';

export interface RouteTab {
  label: string;
  to: string;
}

export function useRouteTab<T extends RouteTab>(
  tabs: readonly [T, ...T[]],
): { tab: T; items: SubNavItem[] } {
  const { pathname } = useLocation();
  const tab = tabs.find((item) => pathname.startsWith(item.to)) ?? tabs[0];
  const items = tabs.map((item) => ({ label: item.label, to: item.to, active: item === tab }));
  return { tab, items };
}
