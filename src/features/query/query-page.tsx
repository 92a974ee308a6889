// One query page for clubs (all or by division), players, coaches and judges.
import { useLocation } from 'react-router-dom';
import { PageShell } from '../../theme/components/page-shell';
import { SubNav } from '../../theme/components/sub-nav';
import { UnderConstruction } from '../../theme/components/under-construction';

const QUERY_TABS = [
  { label: '俱乐部', to: '/query/club' },
  { label: '混合', to: '/query/club/MIX' },
  { label: '男子', to: '/query/club/MALE' },
  { label: '女子', to: '/query/club/FEMALE' },
  { label: '球员', to: '/query/player' },
  { label: '教练员', to: '/query/coach' },
  { label: '裁判员', to: '/query/judge' },
] as const;

export function QueryPage() {
  const { pathname } = useLocation();
  const items = QUERY_TABS.map((tab) => ({ ...tab, active: pathname.endsWith(tab.to) }));
  return (
    <PageShell>
      <SubNav label="查询类别" items={items} />
      <UnderConstruction
        links={[
          { label: '俱乐部注册', to: '/register/club' },
          { label: '会员注册', to: '/register/member' },
        ]}
      />
    </PageShell>
  );
}
