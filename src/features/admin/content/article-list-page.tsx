// /admin/notices and /admin/news: every item whatever its status, searched by title or summary
// and filtered by category and status; each row opens its editor, a draft can be deleted.
import type { AdminNewsRow, AdminNoticeRow } from '../../../contract/admin-content';
import { AdminListPage, type AdminColumn } from '../shell/admin-list-page';
import { ConfirmDialog } from '../shell/confirm-dialog';
import {
  EditLink,
  pinnedTitleColumn,
  statusColumn,
  statusFilter,
  updatedColumn,
} from '../shell/life-cycle-columns';
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
  statusFilter(kind.messages.columns.status, STATUS_NAMES),
];

function columnsOf(kind: ArticleKind): AdminColumn<Row>[] {
  const M = kind.messages;
  return [
    pinnedTitleColumn('title', M.columns.title, M.pinnedTag, (row) => row.title),
    {
      key: 'category',
      label: M.columns.category,
      render: (row) => kind.categories[row.category] ?? row.category,
    },
    statusColumn(M.columns.status),
    updatedColumn(M.columns.updated),
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
      actions={(row) => (
        <>
          <EditLink to={`${kind.path}/${row.id}`} label={M.edit} name={M.editOf(row.title)} />
          {row.status === 'draft' ? (
            <ConfirmDialog
              triggerLabel={M.remove}
              title={M.confirmDelete(row.title)}
              confirmLabel={M.remove}
              onConfirm={() => deleteDraft(kind, row.id)}
            />
          ) : null}
        </>
      )}
    />
  );
}

export const NoticeListPage = () => <ArticleListPage kind={NOTICE_KIND} />;
export const NewsListPage = () => <ArticleListPage kind={NEWS_KIND} />;
