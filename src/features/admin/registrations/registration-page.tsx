// /admin/registrations/:id: one entry — its roster, what it breaks of the competition's limits,
// 通过 and 驳回 (with the reason the contact reads), staff adding or removing a player with a
// reason, and the history of those writes as 操作记录 keeps them. A player whose membership lapsed
// after approval is marked in red with why, and staff may let them play as an exception.
// The roster rows are styled here; other console lists' rows match them in shape only (one
// Chakra prop a line, other values), each its own look.
import { Box, Button, Flex, Heading, Stack, Text } from '@chakra-ui/react';
import { Link as RouterLink, useParams } from 'react-router-dom';
import type { AdminRegistrationDetail } from '../../../contract/admin-registrations';
import { adminRegistrationsApi } from '../../../contract/api/admin-registrations';
import { membershipEligibilityApi } from '../../../contract/api/membership-eligibility';
import { useApi } from '../../../lib/api-read';
import { DataState } from '../../../theme/components/data-state';
import { formatDate } from '../../../theme/components/date-format';
import { GrantExceptionButton } from '../eligibility/grant-exception-form';
import { CompetitionTabs, competitionPagePath } from '../shell/competition-tabs';
import { ConfirmDialog } from '../shell/confirm-dialog';
import { FormDialog } from '../people/form-dialog';
import { EntryStatusBadge } from './entry-status-badge';
import { AddPlayerForm, ReasonForm } from './roster-forms';
import { approveEntry, rejectEntry, removePlayer } from './registration-calls';
import { REGISTRATIONS_MESSAGES as M } from './registrations-messages';

function Decision({ entry }: { entry: AdminRegistrationDetail }) {
  return (
    <Flex gap="2" wrap="wrap">
      {entry.status !== 'approved' && (
        <ConfirmDialog
          tone="brand"
          triggerLabel={M.approve}
          title={M.approveTitle(entry.club.name)}
          description={M.approveText}
          confirmLabel={M.approve}
          onConfirm={() => approveEntry(entry.id)}
        />
      )}
      {entry.status !== 'rejected' && (
        <FormDialog
          triggerLabel={M.reject}
          triggerProps={{ colorPalette: 'red' }}
          title={M.rejectTitle(entry.club.name)}
        >
          {(close) => (
            <ReasonForm
              label={M.rejectReason}
              hint={M.rejectHint}
              submitLabel={M.reject}
              schema="reject"
              onSubmit={async (reason) => {
                await rejectEntry(entry.id, reason);
                close();
              }}
            />
          )}
        </FormDialog>
      )}
    </Flex>
  );
}

/** Why each player of this entry no longer meets the season's rules (an approved entry's lapses). */
function useLapses(entry: AdminRegistrationDetail): Map<number, string> {
  const eligibility = useApi(membershipEligibilityApi.competitionEligibility, {
    params: { id: entry.competition.id },
  });
  const flags = eligibility.data?.flags ?? [];
  return new Map(
    flags.filter((f) => f.registrationId === entry.id).map((f) => [f.userId, f.problem]),
  );
}

function Roster({ entry }: { entry: AdminRegistrationDetail }) {
  const changeable = entry.status !== 'rejected';
  const lapses = useLapses(entry);
  return (
    <Stack gap="2">
      <Flex justify="space-between" align="center" gap="2" wrap="wrap">
        <Heading as="h2" size="md">
          {M.rosterCaption(entry.club.name)} · {M.rosterSize(entry.players, entry.men, entry.women)}
        </Heading>
        {changeable && (
          <FormDialog triggerLabel={M.addPlayer} title={M.addTitle}>
            {(close) => <AddPlayerForm registrationId={entry.id} onDone={close} />}
          </FormDialog>
        )}
      </Flex>
      <Stack as="ul" listStyleType="none" gap="2">
        {entry.roster.map((p) => (
          <Flex
            as="li"
            key={p.userId}
            gap="3"
            align="center"
            wrap="wrap"
            borderWidth="1px"
            borderColor={lapses.has(p.userId) ? 'border.error' : undefined}
            borderRadius="l2"
            px="3"
            py="2"
          >
            <Text minW="10" fontWeight="semibold">
              {p.number ?? M.none}
            </Text>
            <Text flex="1" minW="24">
              {p.name}
              <Text as="span" color="fg.muted" ms="2">
                {p.gender ? M.gender[p.gender] : M.none} · {p.phone}
              </Text>
              {lapses.has(p.userId) && (
                <Text as="span" display="block" color="red.700" fontSize="sm">
                  {lapses.get(p.userId)}
                </Text>
              )}
            </Text>
            {lapses.has(p.userId) && (
              <GrantExceptionButton
                competitionId={entry.competition.id}
                userId={p.userId}
                name={p.name}
              />
            )}
            {changeable && (
              <FormDialog
                triggerLabel={M.remove}
                triggerName={M.removeName(p.name)}
                triggerProps={{ colorPalette: 'red' }}
                title={M.removeTitle(p.name)}
              >
                {(close) => (
                  <ReasonForm
                    label={M.reason}
                    submitLabel={M.remove}
                    schema="remove"
                    onSubmit={async (reason) => {
                      await removePlayer(entry.id, { userId: p.userId, reason });
                      close();
                    }}
                  />
                )}
              </FormDialog>
            )}
          </Flex>
        ))}
      </Stack>
    </Stack>
  );
}

function Changes({ entry }: { entry: AdminRegistrationDetail }) {
  return (
    <Stack as="section" aria-labelledby="registration-changes" gap="2">
      <Heading as="h2" size="md" id="registration-changes">
        {M.changesTitle}
      </Heading>
      {entry.changes.length === 0 ? (
        <Text color="fg.muted">{M.noChanges}</Text>
      ) : (
        <Stack as="ul" listStyleType="none" gap="2">
          {entry.changes.map((change) => (
            <Box as="li" key={change.id} borderLeftWidth="3px" ps="3">
              <Text fontSize="sm" color="fg.muted">
                {formatDate(change.at, 'datetime')} · {change.staffName}
              </Text>
              <Text>{change.summary}</Text>
            </Box>
          ))}
        </Stack>
      )}
    </Stack>
  );
}

export function RegistrationPage() {
  const id = Number(useParams().id);
  const result = useApi(adminRegistrationsApi.detail, { params: { id } });
  return (
    <DataState result={result} isEmpty={() => false}>
      {(entry) => (
        <Stack gap="5">
          <CompetitionTabs competitionId={entry.competition.id} current="registrations" />
          <Button asChild variant="plain" alignSelf="flex-start" px="0">
            <RouterLink to={competitionPagePath(entry.competition.id, 'registrations')}>
              ← {M.backToList}
            </RouterLink>
          </Button>
          <Stack gap="1">
            <Flex gap="3" align="center" wrap="wrap">
              <Heading as="h2" size="lg">
                {entry.club.name}
              </Heading>
              <EntryStatusBadge status={entry.status} />
            </Flex>
            <Text color="fg.muted">
              {entry.competition.name} · {M.columns.contact}：
              {entry.contact ? `${entry.contact.name} ${entry.contact.phone}` : M.none} ·{' '}
              <Box as="span" whiteSpace="nowrap">
                {M.columns.submitted}：{formatDate(entry.createdAt, 'datetime')}
              </Box>
            </Text>
            {entry.rejectReason && (
              <Text>
                {M.rejectReason}：{entry.rejectReason}
              </Text>
            )}
            {entry.competition.closed && entry.competition.registrationCloses && (
              <Text color="fg.muted" fontSize="sm">
                {M.closedNote(formatDate(entry.competition.registrationCloses))}
              </Text>
            )}
          </Stack>
          {entry.problems.length > 0 && (
            <Box role="note" borderWidth="1px" borderColor="border.error" borderRadius="l2" p="3">
              <Text fontWeight="semibold">{M.problemsTitle}</Text>
              {entry.problems.map((problem) => (
                <Text key={problem}>{problem}</Text>
              ))}
            </Box>
          )}
          <Decision entry={entry} />
          <Roster entry={entry} />
          <Changes entry={entry} />
        </Stack>
      )}
    </DataState>
  );
}
