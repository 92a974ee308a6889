// /admin/competitions: every competition whatever its status, searched by name, city or venue and
// filtered by life-cycle status, phase and year; each row opens the competition's pages.
import { Button, Text } from '@chakra-ui/react';
import { Link as RouterLink } from 'react-router-dom';
import type { AdminCompetitionRow } from '../../../contract/admin-competitions';
import { adminCompetitionsApi } from '../../../contract/api/admin-competitions';
import { formatDate } from '../../../theme/components/date-format';
import { AdminListPage, type AdminColumn } from '../shell/admin-list-page';
import { competitionPagePath } from '../shell/competition-tabs';
import { StatusBadge } from '../shell/status-badge';
import { COMPETITIONS_MESSAGES as M } from './competitions-messages';

/** The years a list is most often narrowed to: next year and the five before this one. */
const yearOptions = (thisYear: number) =>
  Array.from({ length: 7 }, (_, index) => String(thisYear + 1 - index)).map((year) => ({
    value: year,
    label: year,
  }));

const FILTERS = [
  {
    name: 'status',
    label: M.columns.status,
    options: [
      { value: 'draft', label: M.status.draft },
      { value: 'published', label: M.status.published },
      { value: 'withdrawn', label: M.status.withdrawn },
    ],
  },
  {
    name: 'phase',
    label: M.columns.phase,
    options: (['upcoming', 'registering', 'ongoing', 'finished'] as const).map((value) => ({
      value,
      label: M.phase[value],
    })),
  },
  { name: 'year', label: M.columns.year, options: yearOptions(new Date().getFullYear()) },
];

const COLUMNS: AdminColumn<AdminCompetitionRow>[] = [
  {
    key: 'name',
    label: M.columns.name,
    render: (row) => (
      <>
        {row.pinned ? (
          <Text as="span" color="brand.fg" fontWeight="semibold" me="1">
            [{M.pinnedTag}]
          </Text>
        ) : null}
        {row.name}
      </>
    ),
  },
  {
    key: 'level',
    label: M.columns.level,
    render: (row) => M.levelDivision(row.levelName, M.division[row.division]),
  },
  {
    key: 'dates',
    label: M.columns.dates,
    render: (row) => M.dateRange(row.startDate, row.endDate, row.city),
  },
  {
    key: 'phase',
    label: M.columns.phase,
    render: (row) => `${M.phase[row.phase]}${row.phaseOverride ? M.phaseSet : ''}`,
  },
  {
    key: 'status',
    label: M.columns.status,
    render: (row) => <StatusBadge status={row.status} publishedAt={Date.parse(row.publishedAt)} />,
  },
  {
    key: 'entries',
    label: M.columns.entries,
    render: (row) => M.counts(row.entries, row.games),
  },
  {
    key: 'updated',
    label: M.columns.updated,
    render: (row) =>
      row.updatedAt
        ? `${formatDate(row.updatedAt, 'datetime')}${row.updatedBy ? ` ${row.updatedBy}` : ''}`
        : '',
  },
];

export function CompetitionListPage() {
  return (
    <AdminListPage
      route={adminCompetitionsApi.list}
      createTo="/admin/competitions/new"
      createLabel={M.create}
      searchLabel={M.search}
      filters={FILTERS}
      columns={COLUMNS}
      rowKey={(row) => row.id}
      empty={M.empty}
      actions={(row) => (
        <Button asChild size="sm" variant="outline" minH="11">
          <RouterLink to={competitionPagePath(row.id, 'details')} aria-label={M.editOf(row.name)}>
            {M.edit}
          </RouterLink>
        </Button>
      )}
    />
  );
}
