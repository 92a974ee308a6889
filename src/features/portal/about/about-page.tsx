// /aboutUs, /joinUs and /contactUs are one page with three tabs, as in the original.
import { useLocation } from 'react-router-dom';
import { PageShell } from '../../../theme/components/page-shell';
import { SubNav } from '../../../theme/components/sub-nav';
import { UnderConstruction } from '../../../theme/components/under-construction';

const ABOUT_TABS = [
  { label: '关于我们', to: '/aboutUs' },
  { label: '加入我们', to: '/joinUs' },
  { label: '联系我们', to: '/contactUs' },
] as const;

export function AboutPage() {
  const { pathname } = useLocation();
  const items = ABOUT_TABS.map((tab) => ({ ...tab, active: pathname.endsWith(tab.to) }));
  return (
    <PageShell>
      <SubNav label="关于协会" items={items} />
      <UnderConstruction
        links={[
          { label: '俱乐部注册', to: '/register/club' },
          { label: '会员注册', to: '/register/member' },
        ]}
      />
    </PageShell>
  );
}
