import { PageShell } from '../../../theme/components/page-shell';
import { UnderConstruction } from '../../../theme/components/under-construction';

export function NoticeDetailPage() {
  return (
    <PageShell>
      <UnderConstruction links={[{ label: '返回通知公告', to: '/notice' }]} />
    </PageShell>
  );
}
