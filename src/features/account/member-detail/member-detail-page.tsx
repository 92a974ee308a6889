// /member/detail?id=: what anyone may see of a player or a club contact — club and certificates;
// the API answers no phone, and staff and volunteer accounts not at all.
import { Box, Stack, Text } from '@chakra-ui/react';
import type { Certificate, PublicMember } from '../../../contract/account';
import { accountApi } from '../../../contract/api/account';
import { useApi } from '../../../lib/api-read';
import { useLov } from '../../../lib/global-state';
import { DateText } from '../../../theme/components/date-text';
import type { Fact } from '../../../theme/components/facts-list';
import { PageShell } from '../../../theme/components/page-shell';
import { useQueryId } from '../../../theme/components/record-id';
import { RecordState } from '../../../theme/components/record-state';
import { RecordSummary } from '../../../theme/components/record-summary';
import { StandaloneLink } from '../../../theme/components/standalone-link';
import { TitledSection } from '../../../theme/components/titled-section';
import { usePageMeta } from '../../../theme/use-page-meta';
import { PlayerRecordSection } from './player-record-section';
import { TransfersSection } from './transfers-section';
import {
  DIVISION_LABELS,
  GENDER_LABELS,
  KIND_LABELS,
  MEMBER_DETAIL_MESSAGES as M,
  TYPE_LABELS,
} from './messages';

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
  const facts: Fact[] = [
    [M.type, TYPE_LABELS[member.type]],
    ...(member.gender ? [[M.gender, GENDER_LABELS[member.gender]] as const] : []),
    ...(member.city ? [[M.city, member.city] as const] : []),
  ];
  return (
    <Stack gap="8">
      <RecordSummary
        picture={
          member.avatar
            ? { src: member.avatar, alt: M.avatarAlt(member.name), size: '80px', round: true }
            : undefined
        }
        facts={facts}
        label={M.facts}
      />
      {member.intro ? (
        <TitledSection gap="3" title={M.intro}>
          <Text whiteSpace="pre-line">{member.intro}</Text>
        </TitledSection>
      ) : null}
      <TitledSection gap="3" title={M.club}>
        {member.club ? (
          <Box p="4" borderWidth="1px" borderColor="border" borderRadius="l3">
            <StandaloneLink
              to={`/club/detail?id=${member.club.id}`}
              color="brand.fg"
              fontWeight="semibold"
            >
              {member.club.name}
            </StandaloneLink>
            <Text fontSize="sm" color="fg.muted">
              {DIVISION_LABELS[member.club.division]} · {member.club.city}
              {member.club.number !== null ? ` · ${M.number(member.club.number)}` : ''}
            </Text>
          </Box>
        ) : (
          <Text color="fg.muted">{M.noClub}</Text>
        )}
      </TitledSection>
      <TitledSection gap="3" title={M.certificates}>
        <Certificates certificates={member.certificates} />
      </TitledSection>
      {member.type === 'player' ? <TransfersSection userId={member.id} /> : null}
      {member.type === 'player' ? <PlayerRecordSection userId={member.id} /> : null}
    </Stack>
  );
}

export function MemberDetailPage() {
  const id = useQueryId();
  const result = useApi(accountApi.member, id === undefined ? null : { params: { id } });
  const member = result.data;
  usePageMeta(member ? M.description(member.name) : M.fallbackDescription);
  return (
    <PageShell title={member?.name}>
      <StandaloneLink to="/query/player">{M.backToQuery}</StandaloneLink>
      <RecordState named={id !== undefined} missing={M.missingId} result={result}>
        {(data) => <MemberView member={data} />}
      </RecordState>
    </PageShell>
  );
}
