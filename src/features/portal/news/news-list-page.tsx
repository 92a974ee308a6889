// /news (three kinds by ?type=) and /news/notice (official announcements): the items, newest
// first, with date and category, ten a page (?page=N).
import { useLocation, useSearchParams } from 'react-router-dom';
import type { Page } from '../../../contract/common';
import type { NewsSummary } from '../../../contract/content-portal';
import { useSwr } from '../../../lib/swr';
import { ContentList } from '../../../theme/components/content-list';
import { DataState } from '../../../theme/components/data-state';
import { PageShell } from '../../../theme/components/page-shell';
import { Pagination } from '../../../theme/components/pagination';
import { usePageMeta } from '../../../theme/use-page-meta';
import { NEWS_CATEGORY_NAMES, newsDetailPath } from '../content-labels';
import { PAGE_SIZE, usePageParam } from '../use-page-param';
import { NEWS_MESSAGES as M } from './news-messages';
import { NewsTabs, newsCategoryOf } from './news-tabs';

export const NEWS_URL = '/api/news';

export function NewsListPage() {
  const { pathname } = useLocation();
  const [params] = useSearchParams();
  const category = pathname.endsWith('/news/notice')
    ? 'official'
    : newsCategoryOf(params.get('type'));
  const [page, setPage] = usePageParam();
  usePageMeta(M.description(NEWS_CATEGORY_NAMES[category]));
  const news = useSwr<Page<NewsSummary>>(NEWS_URL, {
    searchParams: { category, page, pageSize: PAGE_SIZE },
  });

  return (
    <PageShell>
      <NewsTabs current={category} />
      <DataState result={news} empty={M.empty}>
        {(data) => (
          <>
            <ContentList
              showSummary
              items={data.list.map((item) => ({
                key: item.id,
                to: newsDetailPath(item.id),
                title: item.title,
                date: item.publishedAt,
                category: NEWS_CATEGORY_NAMES[item.category],
                summary: item.summary,
              }))}
            />
            <Pagination
              page={data.page}
              pageSize={data.pageSize}
              total={data.total}
              onChange={setPage}
            />
          </>
        )}
      </DataState>
    </PageShell>
  );
}
