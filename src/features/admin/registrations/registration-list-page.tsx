// /admin/competitions/:id/registrations: the clubs that entered, pending first, filtered by status;
// each opens its roster on /admin/registrations/:id. A table on a desktop, cards on a phone. Below
// them, the competition's eligibility (players flagged, exceptions) and the insurance export.
import { Box, Button, Flex, Stack, Text } from '@chakra-ui/react';
import { Link as RouterLink, useParams, useSearchParams } from 'react-router-dom';
import type { AdminRegistration, RegistrationStatus } from '../../../contract/admin-registrations';
import { adminRegistrationsApi } from '../../../contract/api/admin-registrations';
import { useApi } from '../../../lib/api-read';
import { DataState } from '../../../theme/components/data-state';
import { formatDate } from '../../../theme/components/date-format';
import { NativeSelect } from '../../../theme/components/native-select';
import { EligibilityPanel } from '../eligibility/eligibility-panel';
import { InsuranceExport } from '../eligibility/insurance-export';
import { CompetitionTabs } from '../shell/competition-tabs';
import { EntryStatusBadge } from './entry-status-badge';
import { REGISTRATIONS_MESSAGES as M } from './registrations-messages';

const STATUSES: RegistrationStatus[] = ['pending', 'approved', 'rejected'];

function EntryCard({ entry }: { entry: AdminRegistration }) {
  return (
    <Box as="li" borderWidth="1px" borderRadius="l2" p="3" bg="bg">
      <Flex justify="space-between" gap="2" wrap="wrap" align="center">
        <Text fontWeight="semibold">{entry.club.name}</Text>
        <EntryStatusBadge status={entry.status} />
      </Flex>
      <Text fontSize="sm" color="fg.muted">
        {M.columns.contact}：
        {entry.contact ? `${entry.contact.name} ${entry.contact.phone}` : M.none}
      </Text>
      <Text fontSize="sm" color="fg.muted">
        {M.columns.roster}：{M.rosterSize(entry.players, entry.men, entry.women)} ·{' '}
        {/* A phone wraps between the facts, never inside the date. */}
        <Box as="span" whiteSpace="nowrap">
          {M.columns.submitted}：{formatDate(entry.createdAt, 'datetime')}
        </Box>
      </Text>
      {entry.rejectReason && (
        <Text fontSize="sm" color="fg.muted">
          {M.rejectReason}：{entry.rejectReason}
        </Text>
      )}
      <Button asChild size="sm" variant="outline" minH="11" mt="2">
        <RouterLink
          to={`/admin/registrations/${entry.id}`}
          aria-label={M.openName(entry.club.name)}
        >
          {M.open}
        </RouterLink>
      </Button>
    </Box>
  );
}

export function RegistrationListPage() {
  const competitionId = Number(useParams().id);
  const [params, setParams] = useSearchParams();
  const status = params.get('status') ?? '';
  const result = useApi(adminRegistrationsApi.list, {
    params: { id: competitionId },
    query: { size: 100, status: STATUSES.find((s) => s === status) },
  });
  return (
    <Stack gap="4">
      <CompetitionTabs competitionId={competitionId} current="registrations" />
      <Box w={{ base: 'full', sm: '48' }}>
        <Box asChild fontSize="sm" color="fg.muted">
          <label htmlFor="filter-status">{M.statusFilter}</label>
        </Box>
        <NativeSelect
          id="filter-status"
          value={status}
          onChange={(event) => {
            const value = event.currentTarget.value;
            setParams(value ? { status: value } : {}, { replace: true });
          }}
        >
          <option value="">{M.all}</option>
          {STATUSES.map((s) => (
            <option key={s} value={s}>
              {M.status[s]}
            </option>
          ))}
        </NativeSelect>
      </Box>
      <DataState result={result} empty={M.noEntries} isEmpty={(page) => page.list.length === 0}>
        {(page) => (
          <Stack as="ul" listStyleType="none" gap="3">
            {page.list.map((entry) => (
              <EntryCard key={entry.id} entry={entry} />
            ))}
          </Stack>
        )}
      </DataState>
      <EligibilityPanel competitionId={competitionId} />
      <InsuranceExport competitionId={competitionId} />
    </Stack>
  );
}
