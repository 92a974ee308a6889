// The notice categories of the original, each at its own path (/notice/notice_train…); /notice
// lists them all.
import type { NoticeCategory } from '../../../contract/content-portal';
import { NOTICE_CATEGORY_NAMES, NOTICE_CATEGORY_ORDER, noticeListPath } from '../content-labels';
import { NOTICE_MESSAGES as M } from './notice-messages';

export const NOTICE_TABS = [
  { type: '', label: M.all },
  ...NOTICE_CATEGORY_ORDER.map((type) => ({ type, label: NOTICE_CATEGORY_NAMES[type] })),
];

/** The category a name stands for (an old link's `type`); anything unknown is none. */
export function noticeCategoryOf(type: string | null): NoticeCategory | undefined {
  return NOTICE_CATEGORY_ORDER.find((category) => category === type);
}

/** The category whose list is at `pathname`; none at /notice, which lists every category. */
export function noticeCategoryAt(pathname: string): NoticeCategory | undefined {
  return NOTICE_CATEGORY_ORDER.find((category) => pathname === noticeListPath(category));
}

export { noticeListPath };
