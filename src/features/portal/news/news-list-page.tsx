// /news (three kinds by ?type=) and /news/notice (official announcements): the items, newest
// first, with date and category, ten a page (?page=N).
import { useLocation, useSearchParams } from 'react-router-dom';
import { PageShell } from '../../../theme/components/page-shell';
import { usePageMeta } from '../../../theme/use-page-meta';
import { ArticleList } from '../article-list';
import { NEWS_CATEGORY_NAMES, newsDetailPath } from '../content-labels';
import { NEWS_MESSAGES as M } from './news-messages';
import { NewsTabs, newsCategoryOf } from './news-tabs';

export const NEWS_URL = '/api/news';

export function NewsListPage() {
  const { pathname } = useLocation();
  const [params] = useSearchParams();
  const category = pathname.endsWith('/news/notice')
    ? 'official'
    : newsCategoryOf(params.get('type'));
  usePageMeta(M.description(NEWS_CATEGORY_NAMES[category]));

  return (
    <PageShell>
      <NewsTabs current={category} />
      <ArticleList
        url={NEWS_URL}
        category={category}
        categoryNames={NEWS_CATEGORY_NAMES}
        detailPath={newsDetailPath}
        empty={M.empty}
      />
    </PageShell>
  );
}
