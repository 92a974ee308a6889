// The match section. Its content (schedules, live scores, rosters, entry) comes with the match issue.
import { PageShell } from '../../theme/components/page-shell';
import { UnderConstruction } from '../../theme/components/under-construction';

const BACK_TO_MATCHES = [{ label: '返回赛事信息', to: '/match' }];

export function MatchListPage() {
  return (
    <PageShell>
      <UnderConstruction
        links={[
          { label: '赛事通知', to: '/notice?type=notice_competition' },
          { label: '赛事文件下载', to: '/download/competition_file' },
        ]}
      />
    </PageShell>
  );
}

export function MatchDetailPage() {
  return (
    <PageShell>
      <UnderConstruction links={BACK_TO_MATCHES} />
    </PageShell>
  );
}

export function NationalMatchPage() {
  return (
    <PageShell>
      <UnderConstruction links={BACK_TO_MATCHES} />
    </PageShell>
  );
}

export function MatchMembersPage() {
  return (
    <PageShell>
      <UnderConstruction links={BACK_TO_MATCHES} />
    </PageShell>
  );
}

export function MatchApplyPage() {
  return (
    <PageShell>
      <UnderConstruction
        links={[
          { label: '返回赛事信息', to: '/match' },
          { label: '我的俱乐部', to: '/user/club/info' },
        ]}
      />
    </PageShell>
  );
}
