// /admin/downloads: every item of the download centre whatever its status, searched by title or
// file name and filtered by 栏目 and status; each row opens its editor.
import { Button, Text } from '@chakra-ui/react';
import { Link as RouterLink } from 'react-router-dom';
import type { AdminDownloadRow } from '../../../contract/admin-downloads';
import { adminDownloadsApi } from '../../../contract/api/admin-downloads';
import { formatFileSize } from '../../../lib/format-file-size';
import { formatDate } from '../../../theme/components/date-format';
import { AdminListPage, type AdminColumn } from '../shell/admin-list-page';
import { StatusBadge } from '../shell/status-badge';
import { DOWNLOADS_MESSAGES as M } from './downloads-messages';

const optionsOf = (names: Record<string, string>) =>
  Object.entries(names).map(([value, label]) => ({ value, label }));

const FILTERS = [
  { name: 'category', label: M.columns.category, options: optionsOf(M.category) },
  { name: 'status', label: M.columns.status, options: optionsOf(M.status) },
];

const COLUMNS: AdminColumn<AdminDownloadRow>[] = [
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
  { key: 'category', label: M.columns.category, render: (row) => M.category[row.category] },
  {
    key: 'file',
    label: M.columns.file,
    render: (row) => M.fileOf(row.fileName, formatFileSize(row.size)),
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
        <Button asChild size="sm" variant="outline" minH="11">
          <RouterLink to={`/admin/downloads/${row.id}`} aria-label={M.editOf(row.name)}>
            {M.edit}
          </RouterLink>
        </Button>
      )}
    />
  );
}
