// The account section.
export { MemberDetailPage } from './member-detail/member-detail-page';
export { LoginPage } from './login-page';
export { RegisterMemberPage } from './register-member-page';
export { UserCenterPage } from './user-center-page';
