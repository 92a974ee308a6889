// /admin/downloads: every item of the download centre whatever its status, searched by title or
// file name and filtered by 栏目 and status; each row opens its editor.
// A list page is AdminListPage given its columns and filters (shell/admin-list-page.tsx): the
// console's list pages are alike in shape on purpose, each declaring only what its list shows.
import type { AdminDownloadRow } from '../../../contract/admin-downloads';
import { adminDownloadsApi } from '../../../contract/api/admin-downloads';
import { formatFileSize } from '../../../lib/format-file-size';
import { AdminListPage, type AdminColumn } from '../shell/admin-list-page';
import {
  EditLink,
  pinnedTitleColumn,
  statusColumn,
  statusFilter,
  updatedColumn,
} from '../shell/life-cycle-columns';
import { DOWNLOADS_MESSAGES as M } from './downloads-messages';

const optionsOf = (names: Record<string, string>) =>
  Object.entries(names).map(([value, label]) => ({ value, label }));

const FILTERS = [
  { name: 'category', label: M.columns.category, options: optionsOf(M.category) },
  statusFilter(M.columns.status, M.status),
];

const COLUMNS: AdminColumn<AdminDownloadRow>[] = [
  pinnedTitleColumn('name', M.columns.name, M.pinnedTag, (row) => row.name),
  { key: 'category', label: M.columns.category, render: (row) => M.category[row.category] },
  {
    key: 'file',
    label: M.columns.file,
    render: (row) => M.fileOf(row.fileName, formatFileSize(row.size)),
  },
  statusColumn(M.columns.status),
  updatedColumn(M.columns.updated),
];

export function DownloadListPage() {
  return (
    <AdminListPage
      route={adminDownloadsApi.list}
      createTo="/admin/downloads/new"
      searchLabel={M.search}
      filters={FILTERS}
      columns={COLUMNS}
      rowKey={(row) => row.id}
      empty={M.empty}
      actions={(row) => (
        <EditLink to={`/admin/downloads/${row.id}`} label={M.edit} name={M.editOf(row.name)} />
      )}
    />
  );
}
