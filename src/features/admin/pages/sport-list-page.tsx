// /admin/sport: the sport's pages (飞盘运动) whatever their status, in the order visitors see them.
// A list page is AdminListPage given its columns and filters (shell/admin-list-page.tsx): the
// console's list pages are alike in shape on purpose, each declaring only what its list shows.
import type { AdminSportRow } from '../../../contract/admin-pages';
import { adminPagesApi } from '../../../contract/api/admin-pages';
import { AdminListPage, type AdminColumn } from '../shell/admin-list-page';
import { EditLink, statusColumn, statusFilter, updatedColumn } from '../shell/life-cycle-columns';
import { PAGES_MESSAGES as M } from './pages-messages';

const FILTERS = [statusFilter(M.columns.status, M.status)];

const COLUMNS: AdminColumn<AdminSportRow>[] = [
  { key: 'name', label: M.columns.name, render: (row) => row.name },
  { key: 'sort', label: M.columns.sort, render: (row) => row.sort },
  statusColumn(M.columns.status),
  updatedColumn(M.columns.updated),
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
        <EditLink to={`/admin/sport/${row.id}`} label={M.edit} name={M.editOf(row.name)} />
      )}
    />
  );
}
