// The notice categories of the original, by the `type` query parameter of /notice ('' is all).
import type { NoticeCategory } from '../../../contract/content-portal';
import { NOTICE_CATEGORY_NAMES, NOTICE_CATEGORY_ORDER, noticeListPath } from '../content-labels';
import { NOTICE_MESSAGES as M } from './notice-messages';

export const NOTICE_TABS = [
  { type: '', label: M.all },
  ...NOTICE_CATEGORY_ORDER.map((type) => ({ type, label: NOTICE_CATEGORY_NAMES[type] })),
];

/** The category of a `type` parameter; anything unknown lists every category. */
export function noticeCategoryOf(type: string | null): NoticeCategory | undefined {
  return NOTICE_CATEGORY_ORDER.find((category) => category === type);
}

export { noticeListPath };
