// /club/detail?id=: a club's public profile, its active roster (number, name, gender — never a
// phone number) and its history (club-history-section.tsx).
import { Stack, Text } from '@chakra-ui/react';
import { queryApi } from '../../../contract/api/query';
import type { ClubDetail } from '../../../contract/content-people';
import { useApi } from '../../../lib/api-read';
import type { Fact } from '../../../theme/components/facts-list';
import { PageShell } from '../../../theme/components/page-shell';
import { RecordSummary } from '../../../theme/components/record-summary';
import { useQueryId } from '../../../theme/components/record-id';
import { RecordState } from '../../../theme/components/record-state';
import { RosterGrid } from '../../../theme/components/roster-grid';
import { StandaloneLink } from '../../../theme/components/standalone-link';
import { TitledSection } from '../../../theme/components/titled-section';
import { usePageMeta } from '../../../theme/use-page-meta';
import { ClubHistorySection } from './club-history-section';
import { CLUB_DETAIL_MESSAGES as M, DIVISION_LABELS } from './messages';

function ClubView({ club }: { club: ClubDetail }) {
  const facts: Fact[] = [
    [M.division, DIVISION_LABELS[club.division]],
    [M.city, club.city],
    ...(club.foundedYear ? [[M.founded, M.foundedYear(club.foundedYear)] as const] : []),
    ...(club.contactName ? [[M.contact, club.contactName] as const] : []),
    [M.memberCount, M.people(club.memberCount)],
  ];
  return (
    <Stack gap="8">
      <RecordSummary
        picture={
          club.logo ? { src: club.logo, alt: M.logoAlt(club.name), size: '96px' } : undefined
        }
        facts={facts}
        label={M.facts}
        columns={2}
      />
      {club.intro ? (
        <TitledSection title={M.intro} gap="3">
          <Text fontSize={{ base: 'md', md: 'lg' }} whiteSpace="pre-line">
            {club.intro}
          </Text>
        </TitledSection>
      ) : null}
      <TitledSection title={M.roster} gap="3">
        {club.members.length === 0 ? (
          <Text color="fg.muted">{M.rosterEmpty}</Text>
        ) : (
          <RosterGrid players={club.members} />
        )}
      </TitledSection>
      <ClubHistorySection clubId={club.id} />
    </Stack>
  );
}

export function ClubDetailPage() {
  const id = useQueryId();
  const result = useApi(queryApi.club, id === undefined ? null : { params: { id } });
  const club = result.data;
  usePageMeta(club ? M.description(club.name, club.city) : M.fallbackDescription);
  return (
    <PageShell title={club?.name}>
      <StandaloneLink to="/query/club">{M.backToQuery}</StandaloneLink>
      <RecordState named={id !== undefined} missing={M.missingId} result={result}>
        {(data) => <ClubView club={data} />}
      </RecordState>
    </PageShell>
  );
}
