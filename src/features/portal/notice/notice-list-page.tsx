// /notice and its four categories (?type=notice_train…): the notices, newest first, with date
// and category, ten a page (?page=N).
import { useSearchParams } from 'react-router-dom';
import { PageShell } from '../../../theme/components/page-shell';
import { SubNav } from '../../../theme/components/sub-nav';
import { usePageMeta } from '../../../theme/use-page-meta';
import { ArticleList } from '../article-list';
import { NOTICE_CATEGORY_NAMES, noticeDetailPath } from '../content-labels';
import { NOTICE_TABS, noticeCategoryOf, noticeListPath } from './notice-categories';
import { NOTICE_MESSAGES as M } from './notice-messages';

export const NOTICES_URL = '/api/notices';

export function NoticeListPage() {
  const [params] = useSearchParams();
  const category = noticeCategoryOf(params.get('type'));
  usePageMeta(
    category ? M.categoryDescription(NOTICE_CATEGORY_NAMES[category]) : M.listDescription,
  );
  const tabs = NOTICE_TABS.map((tab) => ({
    label: tab.label,
    to: noticeListPath(tab.type),
    active: tab.type === (category ?? ''),
  }));

  return (
    <PageShell>
      <SubNav label={M.categoriesLabel} items={tabs} />
      <ArticleList
        url={NOTICES_URL}
        category={category}
        categoryNames={NOTICE_CATEGORY_NAMES}
        detailPath={noticeDetailPath}
        empty={M.empty}
      />
    </PageShell>
  );
}
