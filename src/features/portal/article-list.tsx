// The body of the notice and news lists: one page of items, newest first, with date, category
// and summary. The page reads its list (ten a page, ?page=N) and hands the read here.
import type { Page } from '../../contract/common';
import type { SwrResult } from '../../lib/swr';
import { ContentList } from '../../theme/components/content-list';
import { DataState } from '../../theme/components/data-state';
import { Pagination } from '../../theme/components/pagination';

interface ArticleSummary<C extends string> {
  id: number;
  title: string;
  publishedAt: string;
  category: C;
  summary: string;
}

export interface ArticleListProps<C extends string> {
  /** The read of one page of the list. */
  result: SwrResult<Page<ArticleSummary<C>>>;
  /** Shows another page (its number goes into ?page=N). */
  onPageChange: (page: number) => void;
  categoryNames: Readonly<Record<C, string>>;
  detailPath: (id: number) => string;
  empty: string;
}

export function ArticleList<C extends string>({
  result,
  onPageChange,
  categoryNames,
  detailPath,
  empty,
}: ArticleListProps<C>) {
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
            onChange={onPageChange}
          />
        </>
      )}
    </DataState>
  );
}
