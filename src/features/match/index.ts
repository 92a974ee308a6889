// The /match section: one chunk for every match page.
export { EventPage } from './event-page';
export { MatchApplyPage } from './match-apply-page';
export { MatchDetailPage, NationalMatchPage } from './match-detail-page';
export { MatchListPage } from './match-list-page';
export { MatchMembersPage } from './match-members-page';
