import { PageShell } from '../../../theme/components/page-shell';
import { UnderConstruction } from '../../../theme/components/under-construction';
import { NewsTabs } from './news-tabs';

/** /news (three kinds) and /news/notice share this page; the route title tells them apart. */
export function NewsListPage() {
  return (
    <PageShell>
      <NewsTabs />
      <UnderConstruction
        links={[
          { label: '通知公告', to: '/notice' },
          { label: '赛事信息', to: '/match' },
        ]}
      />
    </PageShell>
  );
}
