// The tabs of /news: three kinds, each at its own path (/news/news_internal…), and the official
// announcements page /news/notice.
import type { NewsCategory } from '../../../contract/content-portal';
import { SubNav } from '../../../theme/components/sub-nav';
import { NEWS_CATEGORY_NAMES, newsListPath } from '../content-labels';
import { NEWS_MESSAGES as M } from './news-messages';

export const NEWS_TABS: readonly NewsCategory[] = [
  'news_internal',
  'news_international',
  'news_report',
  'official',
];

/** /news without a (known) type leads to the association's own news. */
export const DEFAULT_NEWS_CATEGORY: NewsCategory = 'news_internal';

/** The news kind an old /news?type=… link names; official announcements never had a type. */
export function newsCategoryOf(type: string | null): NewsCategory {
  return (
    NEWS_TABS.find((category) => category !== 'official' && category === type) ??
    DEFAULT_NEWS_CATEGORY
  );
}

/** The kind whose list is at `pathname`; none at /news itself. */
export function newsCategoryAt(pathname: string): NewsCategory | undefined {
  return NEWS_TABS.find((category) => pathname === newsListPath(category));
}

export function NewsTabs({ current }: { current: NewsCategory }) {
  const items = NEWS_TABS.map((category) => ({
    label: NEWS_CATEGORY_NAMES[category],
    to: newsListPath(category),
    active: category === current,
  }));
  return <SubNav label={M.categoriesLabel} items={items} />;
}
