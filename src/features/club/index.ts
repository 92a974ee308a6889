// The club section.
export { ClubDetailPage, RegisterClubPage, UserClubPage } from './club-pages';
