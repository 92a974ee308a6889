// /admin/system: the backups. The newest backup kept (time and size), the server's schedule and
// its last run since it started (with the reason in Chinese when it failed), and every backup kept
// in BACKUP_DIR; then the SMS and emails that failed or wait to be retried (delivery-problems.tsx).
// Nothing here writes: backups are taken and restored by commands on the server.
// The backup rows are styled here; other console lists' rows match them in shape only (one
// Chakra prop a line, other values), each its own look.
import { Box, Heading, Stack, Text } from '@chakra-ui/react';
import type { ReactNode } from 'react';
import { adminSystemApi } from '../../../contract/api/admin-system';
import type { BackupAttempt, SystemStatus } from '../../../contract/system';
import { useApi } from '../../../lib/api-read';
import { DataState } from '../../../theme/components/data-state';
import { formatDate } from '../../../theme/components/date-format';
import { formatBytes, formatEvery } from './backup-figures';
import { DeliveryProblems } from './delivery-problems';
import { SYSTEM_MESSAGES as M } from './system-messages';

function Facts({ rows }: { rows: [string, ReactNode][] }) {
  return (
    <Box as="dl" display="grid" gridTemplateColumns="auto 1fr" columnGap="4" rowGap="1">
      {rows.map(([label, value]) => (
        <Box key={label} display="contents">
          <Text as="dt" color="fg.muted">
            {label}
          </Text>
          <Text as="dd" overflowWrap="anywhere">
            {value}
          </Text>
        </Box>
      ))}
    </Box>
  );
}

function Card({ title, children }: { title: string; children: ReactNode }) {
  return (
    <Box as="section" aria-label={title} bg="bg" borderWidth="1px" borderRadius="l2" p="4">
      <Heading as="h3" size="md" mb="3">
        {title}
      </Heading>
      {children}
    </Box>
  );
}

function Result({ attempt }: { attempt: BackupAttempt }) {
  return (
    <Text as="span" fontWeight="semibold" color={attempt.ok ? 'green.fg' : 'red.fg'}>
      {attempt.ok ? M.ok : M.failed}
    </Text>
  );
}

function LastRun({ attempt }: { attempt: BackupAttempt | null }) {
  if (!attempt) return <Text color="fg.muted">{M.noRunYet}</Text>;
  const rows: [string, ReactNode][] = [
    [M.result, <Result key="result" attempt={attempt} />],
    [M.at, formatDate(attempt.at, 'datetime')],
  ];
  if (attempt.ok && attempt.bytes !== null) rows.push([M.size, formatBytes(attempt.bytes)]);
  rows.push([M.took, M.seconds(attempt.ms)]);
  if (attempt.error) rows.push([M.reason, attempt.error]);
  return <Facts rows={rows} />;
}

function Backups({ backups }: { backups: SystemStatus['backups'] }) {
  const newest = backups.kept[0];
  return (
    <Stack gap="4">
      <Card title={M.latestFile}>
        {backups.dir === null ? (
          <Text color="fg.muted">{M.noDir}</Text>
        ) : backups.listError ? (
          <Text color="red.fg">{backups.listError}</Text>
        ) : newest ? (
          <Facts
            rows={[
              [M.at, formatDate(newest.at, 'datetime')],
              [M.size, formatBytes(newest.bytes)],
              [M.dir, backups.dir],
            ]}
          />
        ) : (
          <Text color="fg.muted">{M.noFiles}</Text>
        )}
      </Card>
      <Card title={M.schedule}>
        <Stack gap="3">
          <Text>
            {backups.everyMs === null
              ? M.scheduleOff
              : M.scheduleOn(formatEvery(backups.everyMs), backups.keep)}
          </Text>
          {backups.everyMs !== null && (
            <Box>
              <Text fontWeight="semibold" mb="1">
                {M.lastRun}
              </Text>
              <LastRun attempt={backups.last} />
            </Box>
          )}
        </Stack>
      </Card>
      {backups.kept.length > 0 && (
        <Card title={M.kept(backups.kept.length)}>
          <Stack as="ul" listStyleType="none" gap="2">
            {backups.kept.map((backup) => (
              <Box
                as="li"
                key={backup.name}
                display="flex"
                flexWrap="wrap"
                columnGap="4"
                rowGap="1"
                borderBottomWidth="1px"
                pb="2"
              >
                <Text fontFamily="mono" fontSize="sm" overflowWrap="anywhere" flex="1 1 16rem">
                  {backup.name}
                </Text>
                <Text fontSize="sm" color="fg.muted">
                  {formatDate(backup.at, 'datetime')}
                </Text>
                <Text fontSize="sm" color="fg.muted" minW="16" textAlign="end">
                  {formatBytes(backup.bytes)}
                </Text>
              </Box>
            ))}
          </Stack>
        </Card>
      )}
      <Text color="fg.muted" fontSize="sm">
        {M.restoreHint}
      </Text>
    </Stack>
  );
}

export function SystemPage() {
  const result = useApi(adminSystemApi.status, {});
  return (
    <Stack gap="4" maxW="4xl">
      <Heading as="h2" size="lg">
        {M.backups}
      </Heading>
      <DataState result={result}>
        {(status) => (
          <Stack gap="4">
            <Backups backups={status.backups} />
            <Card title={M.deliveries}>
              <DeliveryProblems deliveries={status.deliveries} />
            </Card>
          </Stack>
        )}
      </DataState>
    </Stack>
  );
}
