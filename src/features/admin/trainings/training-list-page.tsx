// /admin/trainings: every course whatever its status, searched by title, city or place and
// filtered by kind and status; each row opens its editor or its sign-up list.
// A list page is AdminListPage given its columns and filters (shell/admin-list-page.tsx): the
// console's list pages are alike in shape on purpose, each declaring only what its list shows.
import { Button } from '@chakra-ui/react';
import { Link as RouterLink } from 'react-router-dom';
import type { AdminTrainingRow } from '../../../contract/admin-trainings';
import { adminTrainingsApi } from '../../../contract/api/admin-trainings';
import { AdminListPage, type AdminColumn } from '../shell/admin-list-page';
import {
  EditLink,
  pinnedTitleColumn,
  statusColumn,
  statusFilter,
  updatedColumn,
} from '../shell/life-cycle-columns';
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
  statusFilter(M.columns.status, M.status),
];

const COLUMNS: AdminColumn<AdminTrainingRow>[] = [
  pinnedTitleColumn('title', M.columns.title, M.pinnedTag, (row) => row.title),
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
  statusColumn(M.columns.status),
  updatedColumn(M.columns.updated),
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
          <EditLink to={`/admin/trainings/${row.id}`} label={M.edit} name={M.editOf(row.title)} />
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
