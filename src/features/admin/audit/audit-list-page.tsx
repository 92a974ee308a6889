// /admin/audit: every staff write, newest first, filtered by words, action, target type, staff
// member and days; a row opens its before and after.
import { Link } from '@chakra-ui/react';
import { Link as RouterLink } from 'react-router-dom';
import { adminAuditApi } from '../../../contract/api/admin-audit';
import { useApi } from '../../../lib/api-read';
import { formatDate } from '../../../theme/components/date-format';
import { AdminListPage, type AdminListFilter } from '../shell/admin-list-page';
import { AUDIT_MESSAGES as M } from './audit-messages';

const asOptions = (values: readonly string[]) => values.map((value) => ({ value, label: value }));

export function AuditListPage() {
  const options = useApi(adminAuditApi.options, {}).data;
  const filters: AdminListFilter[] = [
    { name: 'action', label: M.action, options: asOptions(options?.actions ?? []) },
    { name: 'targetType', label: M.targetType, options: asOptions(options?.targetTypes ?? []) },
    {
      name: 'userId',
      label: M.user,
      options: (options?.users ?? []).map((user) => ({ value: String(user.id), label: user.name })),
    },
    { name: 'from', label: M.from, date: true },
    { name: 'to', label: M.to, date: true },
  ];
  return (
    <AdminListPage
      route={adminAuditApi.list}
      searchLabel={M.searchLabel}
      filters={filters}
      empty={M.empty}
      rowKey={(row) => row.id}
      columns={[
        { key: 'summary', label: M.summary, render: (row) => row.summary },
        { key: 'at', label: M.at, render: (row) => formatDate(row.at, 'datetime') },
        { key: 'user', label: M.user, render: (row) => row.userName },
        { key: 'action', label: M.action, render: (row) => row.action },
        {
          key: 'target',
          label: M.target,
          render: (row) => (row.targetId ? `${row.targetType} #${row.targetId}` : row.targetType),
        },
      ]}
      actions={(row) => (
        <Link asChild color="brand.fg" minH="11" display="inline-flex" alignItems="center">
          <RouterLink to={`/admin/audit/${row.id}`} aria-label={`${M.open}：${row.summary}`}>
            {M.open}
          </RouterLink>
        </Link>
      )}
    />
  );
}
