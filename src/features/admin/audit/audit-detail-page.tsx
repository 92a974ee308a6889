// /admin/audit/:id: one staff write — who, when, what — and the fields it changed, before and
// after side by side (stacked on a phone).
import { Box, Heading, Link, Stack, Text } from '@chakra-ui/react';
import { Link as RouterLink, useParams } from 'react-router-dom';
import { adminAuditApi } from '../../../contract/api/admin-audit';
import { useApi } from '../../../lib/api-read';
import { DataState } from '../../../theme/components/data-state';
import { formatDate } from '../../../theme/components/date-format';
import { AUDIT_MESSAGES as M } from './audit-messages';
import { recordDiff, type FieldChange } from './record-diff';

function Value({ text }: { text: string | null }) {
  return (
    <Text as="span" fontFamily={text === null ? undefined : 'mono'} overflowWrap="anywhere">
      {text === null ? M.none : text === '' ? M.blank : text}
    </Text>
  );
}

function Changes({ changes }: { changes: FieldChange[] }) {
  if (changes.length === 0) return <Text color="fg.muted">{M.noChanges}</Text>;
  return (
    <Stack as="ul" listStyleType="none" gap="3">
      {changes.map((change) => (
        <Box as="li" key={change.key} bg="bg" borderWidth="1px" borderRadius="l2" p="3">
          {change.key && (
            <Text fontWeight="semibold" mb="2">
              {change.key}
            </Text>
          )}
          <Box
            display="grid"
            gridTemplateColumns={{ base: '1fr', md: '1fr 1fr' }}
            gap="2"
            fontSize="sm"
          >
            <Box bg="red.subtle" borderRadius="l1" p="2" maxH="60" overflowY="auto">
              <Text color="fg.muted" fontSize="xs">
                {M.before}
              </Text>
              <Value text={change.before} />
            </Box>
            <Box bg="green.subtle" borderRadius="l1" p="2" maxH="60" overflowY="auto">
              <Text color="fg.muted" fontSize="xs">
                {M.after}
              </Text>
              <Value text={change.after} />
            </Box>
          </Box>
        </Box>
      ))}
    </Stack>
  );
}

export function AuditDetailPage() {
  const id = Number(useParams().id);
  const result = useApi(
    adminAuditApi.detail,
    Number.isInteger(id) && id > 0 ? { params: { id } } : null,
  );
  return (
    <Stack gap="4" maxW="4xl">
      <Link asChild color="brand.fg" fontSize="sm" alignSelf="flex-start" minH="11">
        <RouterLink to="/admin/audit">← {M.back}</RouterLink>
      </Link>
      <DataState result={result}>
        {(entry) => (
          <Stack gap="4">
            <Heading as="h2" size="lg" overflowWrap="anywhere">
              {entry.summary}
            </Heading>
            <Box as="dl" display="grid" gridTemplateColumns="auto 1fr" columnGap="4" rowGap="1">
              <Text as="dt" color="fg.muted">
                {M.at}
              </Text>
              <Text as="dd">{formatDate(entry.at, 'datetime')}</Text>
              <Text as="dt" color="fg.muted">
                {M.user}
              </Text>
              <Text as="dd">{entry.userName}</Text>
              <Text as="dt" color="fg.muted">
                {M.action}
              </Text>
              <Text as="dd">{entry.action}</Text>
              <Text as="dt" color="fg.muted">
                {M.target}
              </Text>
              <Text as="dd">
                {entry.targetId ? `${entry.targetType} #${entry.targetId}` : entry.targetType}
              </Text>
            </Box>
            <Changes changes={recordDiff(entry.before, entry.after)} />
          </Stack>
        )}
      </DataState>
    </Stack>
  );
}
