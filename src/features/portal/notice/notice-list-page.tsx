import { useSearchParams } from 'react-router-dom';
import { PageShell } from '../../../theme/components/page-shell';
import { SubNav } from '../../../theme/components/sub-nav';
import { UnderConstruction } from '../../../theme/components/under-construction';
import { NOTICE_CATEGORIES, noticeListPath } from './notice-categories';

export function NoticeListPage() {
  const [params] = useSearchParams();
  const current = params.get('type') ?? '';
  const items = NOTICE_CATEGORIES.map((category) => ({
    label: category.label,
    to: noticeListPath(category.type),
    active: category.type === current,
  }));
  return (
    <PageShell>
      <SubNav label="通知分类" items={items} />
      <UnderConstruction
        links={[
          { label: '新闻资讯', to: '/news' },
          { label: '赛事信息', to: '/match' },
        ]}
      />
    </PageShell>
  );
}
