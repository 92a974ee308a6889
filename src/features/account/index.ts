// The account section.
export { MemberDetailPage, RegisterMemberPage, UserCenterPage } from './account-pages';
