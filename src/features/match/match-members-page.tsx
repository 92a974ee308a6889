// /match/members?competitionId=&clubId=: one team's roster for one competition (number, name,
// gender; no phones), with the way back to the competition.
import { Box, Image, Skeleton, Text } from '@chakra-ui/react';
import { useSearchParams } from 'react-router-dom';
import type { RegistrationRoster } from '../../contract/content-competition';
import { useSwr } from '../../lib/swr';
import { AppLink } from '../../theme/components/app-link';
import { DataState } from '../../theme/components/data-state';
import { PageShell } from '../../theme/components/page-shell';
import { usePageMeta } from '../../theme/use-page-meta';
import { readId } from './read-id';
import { GENDER_LABELS, MATCH_MESSAGES as M } from './messages';

function RosterView({ roster }: { roster: RegistrationRoster }) {
  const players = [...roster.players].sort((a, b) => (a.number ?? 999) - (b.number ?? 999));
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
          <AppLink to={`/club/detail?id=${roster.club.id}`} color="brand.fg" fontWeight="semibold">
            {roster.club.name}
          </AppLink>
          <Text color="fg.muted" fontSize="sm">
            {roster.club.city} · {M.players(players.length)}
          </Text>
        </Box>
      </Box>
      {players.length === 0 ? (
        <Text color="fg.muted">{M.rosterEmpty}</Text>
      ) : (
        <Box
          as="ul"
          listStyleType="none"
          display="grid"
          gridTemplateColumns={{ base: '1fr', sm: 'repeat(2, 1fr)', lg: 'repeat(4, 1fr)' }}
          gap="2"
        >
          {players.map((player) => (
            <Box
              as="li"
              key={player.userId}
              display="flex"
              alignItems="center"
              gap="3"
              px="3"
              minH="14"
              borderWidth="1px"
              borderColor="border"
              borderRadius="l2"
            >
              <Text
                as="span"
                minW="10"
                fontSize="lg"
                fontWeight="bold"
                color="brand.fg"
                fontVariantNumeric="tabular-nums"
              >
                {player.number ?? '—'}
              </Text>
              <AppLink to={`/member/detail?id=${player.userId}`} color="fg" fontWeight="medium">
                {player.name}
              </AppLink>
              <Text as="span" color="fg.muted" fontSize="sm" ms="auto">
                {player.gender ? GENDER_LABELS[player.gender] : ''}
              </Text>
            </Box>
          ))}
        </Box>
      )}
    </Box>
  );
}

export function MatchMembersPage() {
  const [params] = useSearchParams();
  const competitionId = readId(params.get('competitionId'));
  const clubId = readId(params.get('clubId'));
  const ready = competitionId !== undefined && clubId !== undefined;
  const result = useSwr<RegistrationRoster>(
    ready ? `/api/competitions/${competitionId}/teams/${clubId}` : null,
  );
  const roster = result.data;
  usePageMeta(
    roster ? M.membersDescription(roster.club.name, roster.competitionName) : M.listDescription,
  );
  return (
    <PageShell title={roster ? M.rosterOf(roster.club.name) : undefined}>
      {roster ? (
        <AppLink
          to={`/match/detail?id=${roster.competitionId}`}
          color="brand.fg"
          alignSelf="flex-start"
          display="inline-flex"
          alignItems="center"
          minH="11"
        >
          {M.backToCompetition}：{roster.competitionName}
        </AppLink>
      ) : null}
      {ready ? (
        <DataState result={result} skeleton={<Skeleton height="40" borderRadius="l3" />}>
          {(data) => <RosterView roster={data} />}
        </DataState>
      ) : (
        <Text role="alert">{M.missingTeam}</Text>
      )}
    </PageShell>
  );
}
