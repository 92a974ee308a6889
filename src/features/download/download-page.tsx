// The download centre: rules, competition files and training material, one tab each.
import { useLocation } from 'react-router-dom';
import { PageShell } from '../../theme/components/page-shell';
import { SubNav } from '../../theme/components/sub-nav';
import { UnderConstruction } from '../../theme/components/under-construction';

const DOWNLOAD_TABS = [
  { label: '飞盘规则', to: '/download/frisbee_rule' },
  { label: '赛事文件', to: '/download/competition_file' },
  { label: '教育培训', to: '/download/edu_file' },
] as const;

export function DownloadPage() {
  const { pathname } = useLocation();
  const items = DOWNLOAD_TABS.map((tab) => ({ ...tab, active: pathname.endsWith(tab.to) }));
  return (
    <PageShell>
      <SubNav label="下载分类" items={items} />
      <UnderConstruction
        links={[
          { label: '飞盘运动', to: '/feipan' },
          { label: '培训', to: '/training' },
        ]}
      />
    </PageShell>
  );
}
