// The records section (docs/records.md): two clubs head to head and the season ranking. A club's
// own history is a section of its page (src/features/club/club-detail).
export { ClubHeadToHeadPage } from './club-head-to-head-page';
export { RankingPage } from './ranking-page';
