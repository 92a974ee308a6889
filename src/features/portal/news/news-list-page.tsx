// /news/news_internal, /news/news_international, /news/news_report and /news/notice (official
// announcements): the items, newest first, with date and category, ten a page (?page=N). /news
// itself and an old /news?type=… link are replaced by the kind's path.
import { Navigate, useLocation } from 'react-router-dom';
import type { NewsCategory } from '../../../contract/content-portal';
import { PageShell } from '../../../theme/components/page-shell';
import { usePageMeta } from '../../../theme/use-page-meta';
import { ArticleList } from '../article-list';
import { NEWS_CATEGORY_NAMES, newsDetailPath, newsListPath } from '../content-labels';
import { useTypeRedirect } from '../type-redirect';
import { NEWS_MESSAGES as M } from './news-messages';
import { NewsTabs, newsCategoryAt, newsCategoryOf } from './news-tabs';

export const NEWS_URL = '/api/news';

function NewsList({ category }: { category: NewsCategory }) {
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

export function NewsListPage() {
  const category = newsCategoryAt(useLocation().pathname);
  const redirect = useTypeRedirect(
    (type) => newsListPath(newsCategoryOf(type)),
    category === undefined,
  );
  if (redirect) return <Navigate to={redirect} replace />;
  return category ? <NewsList category={category} /> : null;
}
