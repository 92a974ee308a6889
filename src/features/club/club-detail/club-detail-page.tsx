// /club/detail?id=: a club's public profile and its active roster (number, name, gender — never a
// phone number).
import { Box, Heading, Image, Skeleton, Stack, Text } from '@chakra-ui/react';
import { useSearchParams } from 'react-router-dom';
import type { ClubDetail, ClubMember } from '../../../contract/content-people';
import { useSwr } from '../../../lib/swr';
import { AppLink } from '../../../theme/components/app-link';
import { DataState } from '../../../theme/components/data-state';
import { PageShell } from '../../../theme/components/page-shell';
import { usePageMeta } from '../../../theme/use-page-meta';
import { CLUB_DETAIL_MESSAGES as M, DIVISION_LABELS, GENDER_LABELS } from './messages';

function readId(raw: string | null): number | undefined {
  const id = Number(raw);
  return raw && Number.isInteger(id) && id > 0 && id <= 2147483647 ? id : undefined;
}

const byNumber = (a: ClubMember, b: ClubMember) =>
  (a.number ?? Number.MAX_SAFE_INTEGER) - (b.number ?? Number.MAX_SAFE_INTEGER);

function Roster({ members }: { members: readonly ClubMember[] }) {
  if (members.length === 0) return <Text color="fg.muted">{M.rosterEmpty}</Text>;
  return (
    <Box
      as="ul"
      listStyleType="none"
      display="grid"
      gridTemplateColumns={{ base: '1fr', sm: 'repeat(2, 1fr)', lg: 'repeat(4, 1fr)' }}
      gap="2"
    >
      {[...members].sort(byNumber).map((member) => (
        <Box
          as="li"
          key={member.userId}
          display="flex"
          alignItems="center"
          gap="3"
          px="3"
          minH="14"
          borderWidth="1px"
          borderColor="border"
          borderRadius="l2"
        >
          <Text as="span" minW="10" fontSize="lg" fontWeight="bold" color="brand.fg">
            {member.number ?? M.noNumber}
          </Text>
          <AppLink to={`/member/detail?id=${member.userId}`} color="fg" fontWeight="medium">
            {member.name}
          </AppLink>
          <Text as="span" ms="auto" fontSize="sm" color="fg.muted">
            {member.gender ? GENDER_LABELS[member.gender] : ''}
          </Text>
        </Box>
      ))}
    </Box>
  );
}

function ClubView({ club }: { club: ClubDetail }) {
  const facts: [string, string][] = [
    [M.division, DIVISION_LABELS[club.division]],
    [M.city, club.city],
    ...(club.foundedYear ? [[M.founded, M.foundedYear(club.foundedYear)] as [string, string]] : []),
    ...(club.contactName ? [[M.contact, club.contactName] as [string, string]] : []),
    [M.memberCount, M.people(club.memberCount)],
  ];
  return (
    <Stack gap="8">
      <Box
        display="flex"
        flexDirection={{ base: 'column', sm: 'row' }}
        gap="5"
        alignItems={{ base: 'flex-start', sm: 'center' }}
        p={{ base: '4', md: '5' }}
        borderWidth="1px"
        borderColor="border"
        borderRadius="l3"
        bg="bg.subtle"
      >
        {club.logo ? (
          <Image
            src={club.logo}
            alt={M.logoAlt(club.name)}
            width="96px"
            height="96px"
            borderRadius="l3"
          />
        ) : null}
        <Box
          as="dl"
          aria-label={M.facts}
          display="grid"
          gridTemplateColumns={{ base: 'auto 1fr', md: 'repeat(2, auto 1fr)' }}
          columnGap="4"
          rowGap="1"
        >
          {facts.map(([label, value]) => (
            <Box key={label} display="contents">
              <Text as="dt" color="fg.muted">
                {label}
              </Text>
              <Text as="dd">{value}</Text>
            </Box>
          ))}
        </Box>
      </Box>
      {club.intro ? (
        <Box as="section" display="grid" gap="3">
          <Heading as="h2" size="xl" color="brand.fg">
            {M.intro}
          </Heading>
          <Text fontSize={{ base: 'md', md: 'lg' }} whiteSpace="pre-line">
            {club.intro}
          </Text>
        </Box>
      ) : null}
      <Box as="section" display="grid" gap="3">
        <Heading as="h2" size="xl" color="brand.fg">
          {M.roster}
        </Heading>
        <Roster members={club.members} />
      </Box>
    </Stack>
  );
}

export function ClubDetailPage() {
  const [params] = useSearchParams();
  const id = readId(params.get('id'));
  const result = useSwr<ClubDetail>(id === undefined ? null : `/api/clubs/${id}`);
  const club = result.data;
  usePageMeta(club ? M.description(club.name, club.city) : M.fallbackDescription);
  return (
    <PageShell title={club?.name}>
      <AppLink
        to="/query/club"
        color="brand.fg"
        alignSelf="flex-start"
        display="inline-flex"
        alignItems="center"
        minH="11"
      >
        {M.backToQuery}
      </AppLink>
      {id === undefined ? (
        <Text role="alert">{M.missingId}</Text>
      ) : (
        <DataState result={result} skeleton={<Skeleton height="60" borderRadius="l3" />}>
          {(data) => <ClubView club={data} />}
        </DataState>
      )}
    </PageShell>
  );
}
