// /admin/sport: the sport's pages (飞盘运动) whatever their status, in the order visitors see them.
import { Button } from '@chakra-ui/react';
import { Link as RouterLink } from 'react-router-dom';
import type { AdminSportRow } from '../../../contract/admin-pages';
import { adminPagesApi } from '../../../contract/api/admin-pages';
import { formatDate } from '../../../theme/components/date-format';
import { AdminListPage, type AdminColumn } from '../shell/admin-list-page';
import { StatusBadge } from '../shell/status-badge';
import { PAGES_MESSAGES as M } from './pages-messages';

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
];

const COLUMNS: AdminColumn<AdminSportRow>[] = [
  { key: 'name', label: M.columns.name, render: (row) => row.name },
  { key: 'sort', label: M.columns.sort, render: (row) => row.sort },
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

export function SportListPage() {
  return (
    <AdminListPage
      route={adminPagesApi.sportList}
      createTo="/admin/sport/new"
      searchLabel={M.search}
      filters={FILTERS}
      columns={COLUMNS}
      rowKey={(row) => row.id}
      empty={M.empty}
      actions={(row) => (
        <Button asChild size="sm" variant="outline" minH="11">
          <RouterLink to={`/admin/sport/${row.id}`} aria-label={M.editOf(row.name)}>
            {M.edit}
          </RouterLink>
        </Button>
      )}
    />
  );
}
