// The club section.
export { ClubDetailPage } from './club-detail/club-detail-page';
export { RegisterClubPage } from './register-club-page';
export { UserClubPage } from './user-club-page';
