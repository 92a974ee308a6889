// /admin/accounts: the staff and volunteer accounts, with 新建 for another one.
import { adminPeopleApi } from '../../../contract/api/admin-people';
import { AdminListPage } from '../shell/admin-list-page';
import { MEMBER_COLUMNS, viewMember } from './member-list-page';
import { PEOPLE_MESSAGES as M } from './people-messages';

const TYPE_OPTIONS = (['staff', 'volunteer'] as const).map((value) => ({
  value,
  label: M.type[value],
}));

export function AccountListPage() {
  return (
    <AdminListPage
      route={adminPeopleApi.accounts}
      createTo="/admin/accounts/new"
      searchLabel={M.accountSearch}
      filters={[{ name: 'type', label: M.columns.type, options: TYPE_OPTIONS }]}
      columns={MEMBER_COLUMNS}
      rowKey={(member) => member.id}
      empty={M.noAccounts}
      actions={viewMember}
    />
  );
}
