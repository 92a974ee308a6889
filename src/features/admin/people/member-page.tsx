// /admin/members/:id: one person — their facts, what staff may do to the account, and their coach
// and judge certificates (授予, 修改, 吊销), which the query centre shows at once.
// The certificate rows are styled here; other console lists' rows match them in shape only (one
// Chakra prop a line, other values), each its own look.
import { Box, Flex, Heading, Link, Stack, Text } from '@chakra-ui/react';
import { Link as RouterLink, useParams } from 'react-router-dom';
import type { AdminMemberDetail } from '../../../contract/admin-people';
import { adminPeopleApi } from '../../../contract/api/admin-people';
import { useApi } from '../../../lib/api-read';
import { DataState } from '../../../theme/components/data-state';
import { formatDate } from '../../../theme/components/date-format';
import { ConfirmDialog } from '../shell/confirm-dialog';
import { CertificateForm } from './certificate-form';
import { FormDialog } from './form-dialog';
import { AccountState } from './member-list-page';
import { MemberActions } from './member-actions';
import { changeCertificate, grantCertificate, revokeCertificate } from './people-calls';
import { PEOPLE_MESSAGES as M } from './people-messages';

const panel = { bg: 'bg', borderWidth: '1px', borderRadius: 'l2', p: { base: '3', md: '5' } };

function Facts({ member }: { member: AdminMemberDetail }) {
  const rows: [string, React.ReactNode][] = [
    [M.facts.phone, member.phone],
    [M.facts.type, M.type[member.type]],
    [M.facts.gender, member.gender ? M.gender[member.gender] : M.none],
    [M.facts.city, member.city ?? M.none],
    [M.facts.club, member.club?.name ?? M.none],
    [M.facts.state, <AccountState key="state" member={member} />],
    [M.facts.createdAt, formatDate(member.createdAt)],
  ];
  return (
    <Box as="dl" display="grid" gridTemplateColumns="auto 1fr" columnGap="4" rowGap="2">
      {rows.map(([label, value]) => (
        <Box key={label} display="contents">
          <Box as="dt" color="fg.muted">
            {label}
          </Box>
          <Box as="dd" minW="0" overflowWrap="anywhere">
            {value}
          </Box>
        </Box>
      ))}
    </Box>
  );
}

function Certificates({ member }: { member: AdminMemberDetail }) {
  return (
    <Stack gap="3">
      <Flex justify="space-between" align="center" gap="3" wrap="wrap">
        <Heading as="h3" size="md">
          {M.certificates}
        </Heading>
        <FormDialog
          triggerLabel={M.grant}
          triggerProps={{ colorPalette: 'brand', variant: 'solid' }}
          title={M.grantTitle}
        >
          {(close) => (
            <CertificateForm
              submitLabel={M.grant}
              onSubmit={async (body) => {
                await grantCertificate(member.id, body);
                close();
              }}
            />
          )}
        </FormDialog>
      </Flex>
      {member.certificates.length === 0 ? (
        <Text color="fg.muted">{M.noCertificates}</Text>
      ) : (
        <Stack as="ul" listStyleType="none" gap="2">
          {member.certificates.map((certificate) => (
            <Flex
              as="li"
              key={certificate.id}
              gap="3"
              align="center"
              wrap="wrap"
              borderWidth="1px"
              borderRadius="l2"
              p="3"
            >
              <Box flex="1" minW="48">
                <Text fontWeight="semibold">
                  {M.kind[certificate.kind]} · {certificate.levelName}
                </Text>
                <Text color="fg.muted" fontSize="sm">
                  {certificate.number} · {certificate.issuedOn}
                  {certificate.validUntil ? ` – ${certificate.validUntil}` : ''}
                </Text>
              </Box>
              <FormDialog
                triggerLabel={M.edit}
                triggerName={`${M.edit} ${certificate.number}`}
                title={M.editTitle(certificate.number)}
              >
                {(close) => (
                  <CertificateForm
                    initial={certificate}
                    submitLabel={M.save}
                    onSubmit={async (body) => {
                      await changeCertificate(certificate.id, body);
                      close();
                    }}
                  />
                )}
              </FormDialog>
              <ConfirmDialog
                triggerLabel={M.revoke}
                title={M.revokeTitle(certificate.number)}
                description={M.revokeText}
                confirmLabel={M.revoke}
                onConfirm={() => revokeCertificate(certificate.id)}
              />
            </Flex>
          ))}
        </Stack>
      )}
    </Stack>
  );
}

export function MemberPage() {
  const id = Number(useParams().id);
  const result = useApi(adminPeopleApi.member, { params: { id } });
  return (
    <Stack gap="4" maxW="4xl">
      <Link asChild color="brand.fg" fontSize="sm" alignSelf="flex-start" minH="11">
        <RouterLink to="/admin/members">← {M.back}</RouterLink>
      </Link>
      <DataState result={result} isEmpty={() => false}>
        {(member) => (
          <Stack gap="4">
            <Heading as="h2" size="lg" overflowWrap="anywhere">
              {member.name}
            </Heading>
            <Stack {...panel} gap="5">
              <Facts member={member} />
              <MemberActions member={member} />
            </Stack>
            <Box {...panel}>
              <Certificates member={member} />
            </Box>
          </Stack>
        )}
      </DataState>
    </Stack>
  );
}
