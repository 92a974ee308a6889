import { PageShell } from '../../../theme/components/page-shell';
import { UnderConstruction } from '../../../theme/components/under-construction';

export function FeipanPage() {
  return (
    <PageShell>
      <UnderConstruction
        links={[
          { label: '赛事信息', to: '/match' },
          { label: '下载飞盘规则', to: '/download/frisbee_rule' },
        ]}
      />
    </PageShell>
  );
}

export function FeipanTypePage() {
  return (
    <PageShell>
      <UnderConstruction links={[{ label: '返回飞盘运动', to: '/feipan' }]} />
    </PageShell>
  );
}
