// The records section (docs/records.md): the season's leaders, two clubs head to head and the
// season ranking. A club's own history is a section of its page (src/features/club/club-detail),
// a player's of theirs (src/features/account/member-detail).
export { PlayerLeadersPage } from './player-leaders-page';
export { ClubHeadToHeadPage } from './club-head-to-head-page';
export { RankingPage } from './ranking-page';
