// /notice and its four categories (?type=notice_train…): the notices, newest first, with date
// and category, ten a page (?page=N).
import { useSearchParams } from 'react-router-dom';
import type { Page } from '../../../contract/common';
import type { NoticeSummary } from '../../../contract/content-portal';
import { useSwr } from '../../../lib/swr';
import { ContentList } from '../../../theme/components/content-list';
import { DataState } from '../../../theme/components/data-state';
import { PageShell } from '../../../theme/components/page-shell';
import { Pagination } from '../../../theme/components/pagination';
import { SubNav } from '../../../theme/components/sub-nav';
import { usePageMeta } from '../../../theme/use-page-meta';
import { NOTICE_CATEGORY_NAMES, noticeDetailPath } from '../content-labels';
import { PAGE_SIZE, usePageParam } from '../use-page-param';
import { NOTICE_TABS, noticeCategoryOf, noticeListPath } from './notice-categories';
import { NOTICE_MESSAGES as M } from './notice-messages';

export const NOTICES_URL = '/api/notices';

export function NoticeListPage() {
  const [params] = useSearchParams();
  const category = noticeCategoryOf(params.get('type'));
  const [page, setPage] = usePageParam();
  usePageMeta(
    category ? M.categoryDescription(NOTICE_CATEGORY_NAMES[category]) : M.listDescription,
  );
  const notices = useSwr<Page<NoticeSummary>>(NOTICES_URL, {
    searchParams: { category, page, pageSize: PAGE_SIZE },
  });
  const tabs = NOTICE_TABS.map((tab) => ({
    label: tab.label,
    to: noticeListPath(tab.type),
    active: tab.type === (category ?? ''),
  }));

  return (
    <PageShell>
      <SubNav label={M.categoriesLabel} items={tabs} />
      <DataState result={notices} empty={M.empty}>
        {(data) => (
          <>
            <ContentList
              showSummary
              items={data.list.map((notice) => ({
                key: notice.id,
                to: noticeDetailPath(notice.id),
                title: notice.title,
                date: notice.publishedAt,
                category: NOTICE_CATEGORY_NAMES[notice.category],
                summary: notice.summary,
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
