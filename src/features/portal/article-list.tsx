// The body of the notice and news lists: one page of items, newest first, with date, category
// and summary, ten a page (?page=N).
import type { Page } from '../../contract/common';
import { useSwr } from '../../lib/swr';
import { ContentList } from '../../theme/components/content-list';
import { DataState } from '../../theme/components/data-state';
import { Pagination } from '../../theme/components/pagination';
import { PAGE_SIZE, usePageParam } from '../../theme/components/use-page-param';

interface ArticleSummary<C extends string> {
  id: number;
  title: string;
  publishedAt: string;
  category: C;
  summary: string;
}

export interface ArticleListProps<C extends string> {
  /** The list endpoint, e.g. /api/notices. */
  url: string;
  /** No category lists every one. */
  category: C | undefined;
  categoryNames: Readonly<Record<C, string>>;
  detailPath: (id: number) => string;
  empty: string;
}

export function ArticleList<C extends string>({
  url,
  category,
  categoryNames,
  detailPath,
  empty,
}: ArticleListProps<C>) {
  const [page, setPage] = usePageParam();
  const result = useSwr<Page<ArticleSummary<C>>>(url, {
    searchParams: { category, page, pageSize: PAGE_SIZE },
  });
  return (
    <DataState result={result} empty={empty}>
      {(data) => (
        <>
          <ContentList
            showSummary
            items={data.list.map((item) => ({
              key: item.id,
              to: detailPath(item.id),
              title: item.title,
              date: item.publishedAt,
              category: categoryNames[item.category],
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
  );
}
