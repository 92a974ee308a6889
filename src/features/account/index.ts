// The account section.
export { MemberDetailPage } from './member-detail/member-detail-page';
export { LoginPage } from './login-page';
export { RegisterMemberPage } from './register-member-page';
export { UserCentrePage } from './user-centre-page';
