import { PageShell } from '../../../theme/components/page-shell';
import { UnderConstruction } from '../../../theme/components/under-construction';

export function NewsDetailPage() {
  return (
    <PageShell>
      <UnderConstruction links={[{ label: '返回新闻资讯', to: '/news' }]} />
    </PageShell>
  );
}
