// Account pages: the signed-in person's centre, member registration and a member's public page.
import { PageShell } from '../../theme/components/page-shell';
import { UnderConstruction } from '../../theme/components/under-construction';

export function UserCenterPage() {
  return (
    <PageShell>
      <UnderConstruction
        links={[
          { label: '会员注册', to: '/register/member' },
          { label: '返回首页', to: '/home' },
        ]}
      />
    </PageShell>
  );
}

export function RegisterMemberPage() {
  return (
    <PageShell>
      <UnderConstruction
        links={[
          { label: '俱乐部注册', to: '/register/club' },
          { label: '返回首页', to: '/home' },
        ]}
      />
    </PageShell>
  );
}

export function MemberDetailPage() {
  return (
    <PageShell>
      <UnderConstruction links={[{ label: '查询球员', to: '/query/player' }]} />
    </PageShell>
  );
}
