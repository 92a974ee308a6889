// /notice and its four categories (/notice/notice_train…): the notices, newest first, with date
// and category, ten a page (?page=N). An old /notice?type=… link is replaced by the category's path.
import { Navigate, useLocation } from 'react-router-dom';
import { portalApi } from '../../../contract/api/portal';
import type { NoticeCategory } from '../../../contract/content-portal';
import { useApi } from '../../../lib/api-read';
import { PageShell } from '../../../theme/components/page-shell';
import { SubNav } from '../../../theme/components/sub-nav';
import { PAGE_SIZE, usePageParam } from '../../../theme/components/use-page-param';
import { usePageMeta } from '../../../theme/use-page-meta';
import { ArticleList } from '../article-list';
import { NOTICE_CATEGORY_NAMES, noticeDetailPath } from '../content-labels';
import { useTypeRedirect } from '../type-redirect';
import {
  NOTICE_TABS,
  noticeCategoryAt,
  noticeCategoryOf,
  noticeListPath,
} from './notice-categories';
import { NOTICE_MESSAGES as M } from './notice-messages';

function NoticeList({ category }: { category: NoticeCategory | undefined }) {
  usePageMeta(
    category ? M.categoryDescription(NOTICE_CATEGORY_NAMES[category]) : M.listDescription,
  );
  const [page, setPage] = usePageParam();
  const result = useApi(portalApi.notices, { query: { category, page, pageSize: PAGE_SIZE } });
  const tabs = NOTICE_TABS.map((tab) => ({
    label: tab.label,
    to: noticeListPath(tab.type),
    active: tab.type === (category ?? ''),
  }));

  return (
    <PageShell>
      <SubNav label={M.categoriesLabel} items={tabs} />
      <ArticleList
        result={result}
        onPageChange={setPage}
        categoryNames={NOTICE_CATEGORY_NAMES}
        detailPath={noticeDetailPath}
        empty={M.empty}
      />
    </PageShell>
  );
}

export function NoticeListPage() {
  const { pathname } = useLocation();
  const redirect = useTypeRedirect((type) => noticeListPath(noticeCategoryOf(type) ?? ''));
  if (redirect) return <Navigate to={redirect} replace />;
  return <NoticeList category={noticeCategoryAt(pathname)} />;
}
