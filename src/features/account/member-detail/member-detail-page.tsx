// /member/detail?id=: what anyone may see of a member — club, certificates, and the phone only
// as the API masks it (138****0001); nothing here asks for more.
import { Box, Heading, Image, Skeleton, Stack, Text } from '@chakra-ui/react';
import type { ReactNode } from 'react';
import { useSearchParams } from 'react-router-dom';
import type { Certificate, PublicMember } from '../../../contract/account';
import { useLov } from '../../../lib/global-state';
import { useSwr } from '../../../lib/swr';
import { AppLink } from '../../../theme/components/app-link';
import { DataState } from '../../../theme/components/data-state';
import { DateText } from '../../../theme/components/date-text';
import { PageShell } from '../../../theme/components/page-shell';
import { usePageMeta } from '../../../theme/use-page-meta';
import {
  DIVISION_LABELS,
  GENDER_LABELS,
  KIND_LABELS,
  MEMBER_DETAIL_MESSAGES as M,
  TYPE_LABELS,
} from './messages';

function readId(raw: string | null): number | undefined {
  const id = Number(raw);
  return raw && Number.isInteger(id) && id > 0 && id <= 2147483647 ? id : undefined;
}

function Block({ title, children }: { title: string; children: ReactNode }) {
  return (
    <Box as="section" display="grid" gap="3">
      <Heading as="h2" size="xl" color="brand.fg">
        {title}
      </Heading>
      {children}
    </Box>
  );
}

function Certificates({ certificates }: { certificates: readonly Certificate[] }) {
  const levels = useLov('CERTIFICATE_TYPE');
  const levelName = (value: string) => levels.find((item) => item.value === value)?.name ?? value;
  if (certificates.length === 0) return <Text color="fg.muted">{M.noCertificates}</Text>;
  return (
    <Box
      as="ul"
      listStyleType="none"
      display="grid"
      gridTemplateColumns={{ base: '1fr', md: 'repeat(2, 1fr)' }}
      gap="3"
    >
      {certificates.map((certificate) => (
        <Box
          as="li"
          key={certificate.id}
          p="4"
          borderWidth="1px"
          borderColor="border"
          borderRadius="l3"
        >
          <Text fontWeight="semibold">
            {levelName(certificate.level)}
            {KIND_LABELS[certificate.kind]}
          </Text>
          <Text fontSize="sm" color="fg.muted">
            {M.certificateNo} {certificate.number}
          </Text>
          <Text fontSize="sm" color="fg.muted">
            {M.issuedOn} <DateText value={certificate.issuedOn} />
          </Text>
        </Box>
      ))}
    </Box>
  );
}

function MemberView({ member }: { member: PublicMember }) {
  const facts: [string, string][] = [
    [M.type, TYPE_LABELS[member.type]],
    ...(member.gender ? [[M.gender, GENDER_LABELS[member.gender]] as [string, string]] : []),
    ...(member.city ? [[M.city, member.city] as [string, string]] : []),
    // The API sends the phone masked; an empty one is simply not shown.
    ...(member.phone ? [[M.phone, member.phone] as [string, string]] : []),
  ];
  return (
    <Stack gap="8">
      <Box
        display="flex"
        gap="5"
        alignItems="center"
        p={{ base: '4', md: '5' }}
        borderWidth="1px"
        borderColor="border"
        borderRadius="l3"
        bg="bg.subtle"
      >
        {member.avatar ? (
          <Image
            src={member.avatar}
            alt={M.avatarAlt(member.name)}
            width="80px"
            height="80px"
            borderRadius="full"
          />
        ) : null}
        <Box
          as="dl"
          aria-label={M.facts}
          display="grid"
          gridTemplateColumns="auto 1fr"
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
      {member.intro ? (
        <Block title={M.intro}>
          <Text whiteSpace="pre-line">{member.intro}</Text>
        </Block>
      ) : null}
      <Block title={M.club}>
        {member.club ? (
          <Box p="4" borderWidth="1px" borderColor="border" borderRadius="l3">
            <AppLink
              to={`/club/detail?id=${member.club.id}`}
              color="brand.fg"
              fontWeight="semibold"
            >
              {member.club.name}
            </AppLink>
            <Text fontSize="sm" color="fg.muted">
              {DIVISION_LABELS[member.club.division]} · {member.club.city}
              {member.club.number !== null ? ` · ${M.number(member.club.number)}` : ''}
            </Text>
          </Box>
        ) : (
          <Text color="fg.muted">{M.noClub}</Text>
        )}
      </Block>
      <Block title={M.certificates}>
        <Certificates certificates={member.certificates} />
      </Block>
    </Stack>
  );
}

export function MemberDetailPage() {
  const [params] = useSearchParams();
  const id = readId(params.get('id'));
  const result = useSwr<PublicMember>(id === undefined ? null : `/api/user/${id}`);
  const member = result.data;
  usePageMeta(member ? M.description(member.name) : M.fallbackDescription);
  return (
    <PageShell title={member?.name}>
      <AppLink
        to="/query/player"
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
          {(data) => <MemberView member={data} />}
        </DataState>
      )}
    </PageShell>
  );
}
