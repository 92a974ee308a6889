// /news/news_internal, /news/news_international, /news/news_report and /news/notice (official
// announcements): the items, newest first, with date and category, ten a page (?page=N). /news
// itself and an old /news?type=… link are replaced by the kind's path.
import { Navigate, useLocation } from 'react-router-dom';
import { portalApi } from '../../../contract/api/portal';
import type { NewsCategory } from '../../../contract/content-portal';
import { useApi } from '../../../lib/api-read';
import { PageShell } from '../../../theme/components/page-shell';
import { PAGE_SIZE, usePageParam } from '../../../theme/components/use-page-param';
import { usePageMeta } from '../../../theme/use-page-meta';
import { ArticleList } from '../article-list';
import { NEWS_CATEGORY_NAMES, newsDetailPath, newsListPath } from '../content-labels';
import { useTypeRedirect } from '../type-redirect';
import { NEWS_MESSAGES as M } from './news-messages';
import { NewsTabs, newsCategoryAt, newsCategoryOf } from './news-tabs';

function NewsList({ category }: { category: NewsCategory }) {
  usePageMeta(M.description(NEWS_CATEGORY_NAMES[category]));
  const [page, setPage] = usePageParam();
  const result = useApi(portalApi.news, { query: { category, page, pageSize: PAGE_SIZE } });
  return (
    <PageShell>
      <NewsTabs current={category} />
      <ArticleList
        result={result}
        onPageChange={setPage}
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
