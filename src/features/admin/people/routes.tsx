// The console's 会员与俱乐部 section: club registrations, members with their page, and the staff
// and volunteer accounts.
import type { RouteObject } from 'react-router-dom';
import { AccountCreatePage } from './account-create-page';
import { AccountListPage } from './account-list-page';
import { ClubListPage } from './club-list-page';
import { MemberListPage } from './member-list-page';
import { MemberPage } from './member-page';
import { PEOPLE_MESSAGES as M } from './people-messages';

export const peopleRoutes: RouteObject[] = [
  { path: 'clubs', element: <ClubListPage />, handle: { title: M.clubsTitle } },
  { path: 'members', element: <MemberListPage />, handle: { title: M.membersTitle } },
  { path: 'members/:id', element: <MemberPage />, handle: { title: M.memberTitle } },
  { path: 'accounts', element: <AccountListPage />, handle: { title: M.accountsTitle } },
  { path: 'accounts/new', element: <AccountCreatePage />, handle: { title: M.newAccountTitle } },
];
