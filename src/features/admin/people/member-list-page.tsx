// /admin/members: every account, searched by name or phone and filtered by type and state; each
// row opens the person's page.
import { Button, Text } from '@chakra-ui/react';
import { Link as RouterLink } from 'react-router-dom';
import type { AdminMember } from '../../../contract/admin-people';
import { adminPeopleApi } from '../../../contract/api/admin-people';
import { AdminListPage, type AdminColumn } from '../shell/admin-list-page';
import { PEOPLE_MESSAGES as M } from './people-messages';

const TYPE_OPTIONS = (['player', 'contact', 'volunteer', 'staff'] as const).map((value) => ({
  value,
  label: M.type[value],
}));
const STATE_OPTIONS = (['enabled', 'disabled'] as const).map((value) => ({
  value,
  label: M.state[value],
}));

/** 正常 / 已停用, and 待改密码 while a reset password waits to be changed. */
export function AccountState({ member }: { member: AdminMember }) {
  return (
    <Text as="span" color={member.disabled ? 'red.700' : undefined}>
      {M.state[member.disabled ? 'disabled' : 'enabled']}
      {member.mustChangePassword ? `（${M.mustChange}）` : ''}
    </Text>
  );
}

export const MEMBER_COLUMNS: AdminColumn<AdminMember>[] = [
  { key: 'name', label: M.columns.person, render: (member) => member.name },
  { key: 'phone', label: M.columns.phone, render: (member) => member.phone },
  { key: 'type', label: M.columns.type, render: (member) => M.type[member.type] },
  { key: 'city', label: M.columns.city, render: (member) => member.city ?? M.none },
  { key: 'state', label: M.columns.state, render: (member) => <AccountState member={member} /> },
];

export const viewMember = (member: AdminMember) => (
  <Button asChild size="sm" variant="outline" minH="11">
    <RouterLink to={`/admin/members/${member.id}`} aria-label={M.viewOf(member.name)}>
      {M.view}
    </RouterLink>
  </Button>
);

export function MemberListPage() {
  return (
    <AdminListPage
      route={adminPeopleApi.members}
      searchLabel={M.memberSearch}
      filters={[
        { name: 'type', label: M.columns.type, options: TYPE_OPTIONS },
        { name: 'state', label: M.columns.state, options: STATE_OPTIONS },
      ]}
      columns={MEMBER_COLUMNS}
      rowKey={(member) => member.id}
      empty={M.noMembers}
      actions={viewMember}
    />
  );
}
