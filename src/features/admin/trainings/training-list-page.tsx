// /admin/trainings: every course whatever its status, searched by title, city or place and
// filtered by kind and status; each row opens its editor or its sign-up list.
import { Button, Text } from '@chakra-ui/react';
import { Link as RouterLink } from 'react-router-dom';
import type { AdminTrainingRow } from '../../../contract/admin-trainings';
import { adminTrainingsApi } from '../../../contract/api/admin-trainings';
import { formatDate } from '../../../theme/components/date-format';
import { AdminListPage, type AdminColumn } from '../shell/admin-list-page';
import { StatusBadge } from '../shell/status-badge';
import { TRAININGS_MESSAGES as M } from './trainings-messages';

const FILTERS = [
  {
    name: 'kind',
    label: M.columns.kind,
    options: [
      { value: 'coach', label: M.kind.coach },
      { value: 'judge', label: M.kind.judge },
    ],
  },
  {
    name: 'status',
    label: M.columns.status,
    options: [
      { value: 'draft', label: M.status.draft },
      { value: 'published', label: M.status.published },
      { value: 'withdrawn', label: M.status.withdrawn },
    ],
  },
];

const COLUMNS: AdminColumn<AdminTrainingRow>[] = [
  {
    key: 'title',
    label: M.columns.title,
    render: (row) => (
      <>
        {row.pinned ? (
          <Text as="span" color="brand.fg" fontWeight="semibold" me="1">
            [{M.pinnedTag}]
          </Text>
        ) : null}
        {row.title}
      </>
    ),
  },
  {
    key: 'kind',
    label: M.columns.kind,
    render: (row) => M.kindLevel(M.kind[row.kind], row.levelName),
  },
  {
    key: 'dates',
    label: M.columns.dates,
    render: (row) => M.dateRange(row.startDate, row.endDate, row.city),
  },
  {
    key: 'signedUp',
    label: M.columns.signedUp,
    render: (row) => M.signedUpCount(row.signedUp, row.capacity),
  },
  {
    key: 'status',
    label: M.columns.status,
    render: (row) => <StatusBadge status={row.status} publishedAt={Date.parse(row.publishedAt)} />,
  },
  {
    key: 'updated',
    label: M.columns.updated,
    render: (row) =>
      `${formatDate(row.updatedAt, 'datetime')}${row.updatedBy ? ` ${row.updatedBy}` : ''}`,
  },
];

export function TrainingListPage() {
  return (
    <AdminListPage
      route={adminTrainingsApi.list}
      createTo="/admin/trainings/new"
      searchLabel={M.search}
      filters={FILTERS}
      columns={COLUMNS}
      rowKey={(row) => row.id}
      empty={M.empty}
      actions={(row) => (
        <>
          <Button asChild size="sm" variant="outline" minH="11">
            <RouterLink to={`/admin/trainings/${row.id}`} aria-label={M.editOf(row.title)}>
              {M.edit}
            </RouterLink>
          </Button>
          <Button asChild size="sm" variant="ghost" minH="11">
            <RouterLink
              to={`/admin/trainings/${row.id}/signups`}
              aria-label={M.signupsOf(row.title)}
            >
              {M.signups}
            </RouterLink>
          </Button>
        </>
      )}
    />
  );
}
