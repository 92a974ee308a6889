// /match/members?competitionId=&clubId=: one team's roster for one competition (number, name,
// gender; no phones), with the way back to the competition.
import { Box, Image, Skeleton, Text } from '@chakra-ui/react';
import type { RegistrationRoster } from '../../contract/content-competition';
import { matchApi } from '../../contract/api/match';
import { useApi } from '../../lib/api-read';
import { PageShell } from '../../theme/components/page-shell';
import { useQueryId } from '../../theme/components/record-id';
import { RecordState } from '../../theme/components/record-state';
import { RosterGrid } from '../../theme/components/roster-grid';
import { StandaloneLink } from '../../theme/components/standalone-link';
import { usePageMeta } from '../../theme/use-page-meta';
import { MATCH_MESSAGES as M } from './messages';

function RosterView({ roster }: { roster: RegistrationRoster }) {
  return (
    <Box display="grid" gap="5">
      <Box display="flex" gap="3" alignItems="center">
        {roster.club.logo ? (
          <Image
            src={roster.club.logo}
            alt={M.logoAlt(roster.club.name)}
            width="56px"
            height="56px"
          />
        ) : null}
        <Box>
          <StandaloneLink to={`/club/detail?id=${roster.club.id}`} fontWeight="semibold">
            {roster.club.name}
          </StandaloneLink>
          <Text color="fg.muted" fontSize="sm">
            {roster.club.city} · {M.players(roster.players.length)}
          </Text>
        </Box>
      </Box>
      {roster.players.length === 0 ? (
        <Text color="fg.muted">{M.rosterEmpty}</Text>
      ) : (
        <RosterGrid players={roster.players} />
      )}
    </Box>
  );
}

export function MatchMembersPage() {
  const competitionId = useQueryId('competitionId');
  const clubId = useQueryId('clubId');
  const ready = competitionId !== undefined && clubId !== undefined;
  const result = useApi(
    matchApi.teamRoster,
    ready ? { params: { id: competitionId, clubId } } : null,
  );
  const roster = result.data;
  usePageMeta(
    roster ? M.membersDescription(roster.club.name, roster.competitionName) : M.listDescription,
  );
  return (
    <PageShell title={roster ? M.rosterOf(roster.club.name) : undefined}>
      {roster ? (
        <StandaloneLink to={`/match/detail?id=${roster.competitionId}`}>
          {M.backToCompetition}：{roster.competitionName}
        </StandaloneLink>
      ) : null}
      <RecordState
        named={ready}
        missing={M.missingTeam}
        result={result}
        skeleton={<Skeleton height="40" borderRadius="l3" />}
      >
        {(data) => <RosterView roster={data} />}
      </RecordState>
    </PageShell>
  );
}
