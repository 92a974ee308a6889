// What every route carries in its `handle` (docs/routes.md): the Chinese page title, and whether
// the page needs a signed-in user (the guard itself comes with the account and scoring features).
import { createContext, useContext } from 'react';

export interface RouteHandle {
  title: string;
  requiresLogin?: boolean;
  /** An area (the console) whose own routes set the tab's title for each of its pages. */
  ownTitles?: boolean;
}

export const SITE_NAME = '飞盘协会';
/** The description of a page with none of its own, as index.html carries it. */
export const SITE_DESCRIPTION =
  '飞盘协会官方网站：通知公告、新闻资讯、赛事比分、培训、俱乐部与会员注册、查询中心。';

export function isRouteHandle(handle: unknown): handle is RouteHandle {
  return (
    typeof handle === 'object' &&
    handle !== null &&
    typeof (handle as RouteHandle).title === 'string'
  );
}

/**
 * The handle of the deepest matched route that has one, provided by the app's route renderer
 * (the declarative router has no useMatches; it keeps the first load about 16 KB lighter).
 */
export const RouteHandleContext = createContext<RouteHandle | undefined>(undefined);

export function useRouteHandle(): RouteHandle | undefined {
  return useContext(RouteHandleContext);
}

/** The page title of the current route, or the site name when the route has none. */
export function useRouteTitle(): string {
  return useRouteHandle()?.title ?? SITE_NAME;
}

/** 「{title} - 飞盘协会」, the browser tab's text. */
export function documentTitleOf(title: string): string {
  return title === SITE_NAME ? SITE_NAME : `${title} - ${SITE_NAME}`;
}
