// /admin/events: the events of several divisions, each with its divisions, searched by name.
import type { AdminEvent } from '../../../contract/events';
import { adminEventsApi } from '../../../contract/api/admin-events';
import { formatDate } from '../../../theme/components/date-format';
import { AdminListPage, type AdminColumn } from '../shell/admin-list-page';
import { EditLink } from '../shell/life-cycle-columns';
import { EVENTS_MESSAGES as M } from './events-messages';

const COLUMNS: AdminColumn<AdminEvent>[] = [
  { key: 'name', label: M.columns.name, render: (row) => row.name },
  {
    key: 'divisions',
    label: M.columns.divisions,
    render: (row) =>
      row.divisions.length === 0 ? M.noDivisions : row.divisions.map((d) => d.name).join('、'),
  },
  {
    key: 'updated',
    label: M.columns.updated,
    render: (row) => formatDate(row.updatedAt, 'datetime'),
  },
];

export function EventListPage() {
  return (
    <AdminListPage
      route={adminEventsApi.list}
      createTo="/admin/events/new"
      createLabel={M.create}
      searchLabel={M.search}
      columns={COLUMNS}
      rowKey={(row) => row.id}
      empty={M.empty}
      actions={(row) => (
        <EditLink to={`/admin/events/${row.id}`} label={M.edit} name={M.editOf(row.name)} />
      )}
    />
  );
}
