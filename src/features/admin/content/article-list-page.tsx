// /admin/notices and /admin/news: every item whatever its status, searched by title or summary
// and filtered by category and status; each row opens its editor, a draft can be deleted.
import { Button, Text } from '@chakra-ui/react';
import { Link as RouterLink } from 'react-router-dom';
import type { AdminNewsRow, AdminNoticeRow } from '../../../contract/admin-content';
import { formatDate } from '../../../theme/components/date-format';
import { AdminListPage, type AdminColumn } from '../shell/admin-list-page';
import { ConfirmDialog } from '../shell/confirm-dialog';
import { StatusBadge } from '../shell/status-badge';
import { deleteDraft } from './article-calls';
import { NEWS_KIND, NOTICE_KIND, type ArticleKind } from './article-kinds';
import { STATUS_NAMES } from './content-messages';

type Row = AdminNoticeRow | AdminNewsRow;

const filtersOf = (kind: ArticleKind) => [
  {
    name: 'category',
    label: kind.messages.columns.category,
    options: Object.entries(kind.categories).map(([value, label]) => ({ value, label })),
  },
  {
    name: 'status',
    label: kind.messages.columns.status,
    options: Object.entries(STATUS_NAMES).map(([value, label]) => ({ value, label })),
  },
];

function columnsOf(kind: ArticleKind): AdminColumn<Row>[] {
  const M = kind.messages;
  return [
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
      key: 'category',
      label: M.columns.category,
      render: (row) => kind.categories[row.category] ?? row.category,
    },
    {
      key: 'status',
      label: M.columns.status,
      render: (row) => (
        <StatusBadge status={row.status} publishedAt={Date.parse(row.publishedAt)} />
      ),
    },
    {
      key: 'updated',
      label: M.columns.updated,
      render: (row) =>
        `${formatDate(row.updatedAt, 'datetime')}${row.updatedBy ? ` ${row.updatedBy}` : ''}`,
    },
  ];
}

function ArticleListPage({ kind }: { kind: ArticleKind }) {
  const M = kind.messages;
  return (
    <AdminListPage
      route={kind.api.list}
      createTo={`${kind.path}/new`}
      searchLabel={M.search}
      filters={filtersOf(kind)}
      columns={columnsOf(kind)}
      rowKey={(row) => row.id}
      empty={M.empty}
      actions={(row, reload) => (
        <>
          <Button asChild size="sm" variant="outline" minH="11">
            <RouterLink to={`${kind.path}/${row.id}`} aria-label={M.editOf(row.title)}>
              {M.edit}
            </RouterLink>
          </Button>
          {row.status === 'draft' ? (
            <ConfirmDialog
              triggerLabel={M.remove}
              title={M.confirmDelete(row.title)}
              confirmLabel={M.remove}
              onConfirm={() => deleteDraft(kind, row.id)}
              onDone={reload}
            />
          ) : null}
        </>
      )}
    />
  );
}

export const NoticeListPage = () => <ArticleListPage kind={NOTICE_KIND} />;
export const NewsListPage = () => <ArticleListPage kind={NEWS_KIND} />;
