// Club pages: a club's public page, the contact's club management, and club registration.
import { PageShell } from '../../theme/components/page-shell';
import { UnderConstruction } from '../../theme/components/under-construction';

export function ClubDetailPage() {
  return (
    <PageShell>
      <UnderConstruction links={[{ label: '查询俱乐部', to: '/query/club' }]} />
    </PageShell>
  );
}

export function UserClubPage() {
  return (
    <PageShell>
      <UnderConstruction
        links={[
          { label: '个人中心', to: '/user/center' },
          { label: '赛事报名', to: '/match/apply' },
        ]}
      />
    </PageShell>
  );
}

export function RegisterClubPage() {
  return (
    <PageShell>
      <UnderConstruction
        links={[
          { label: '会员注册', to: '/register/member' },
          { label: '联系我们', to: '/contactUs' },
        ]}
      />
    </PageShell>
  );
}
