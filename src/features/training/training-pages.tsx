// The training section: coach and judge courses as two tabs, and a course's detail page.
import { useLocation } from 'react-router-dom';
import { PageShell } from '../../theme/components/page-shell';
import { SubNav } from '../../theme/components/sub-nav';
import { UnderConstruction } from '../../theme/components/under-construction';

const TRAINING_TABS = [
  { label: '教练员培训', to: '/training/coach' },
  { label: '裁判员培训', to: '/training/judge' },
] as const;

export function TrainingListPage() {
  const { pathname } = useLocation();
  const items = TRAINING_TABS.map((tab) => ({ ...tab, active: pathname.endsWith(tab.to) }));
  return (
    <PageShell>
      <SubNav label="培训类别" items={items} />
      <UnderConstruction
        links={[
          { label: '培训通知', to: '/notice?type=notice_train' },
          { label: '教育培训资料', to: '/download/edu_file' },
        ]}
      />
    </PageShell>
  );
}

export function TrainingDetailPage() {
  return (
    <PageShell>
      <UnderConstruction links={[{ label: '返回培训', to: '/training' }]} />
    </PageShell>
  );
}
