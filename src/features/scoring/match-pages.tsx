// The volunteer's game list and game screen, built in ./screens.
export { ScoringMatchListPage } from './screens/match-list-page';
export { ScoringMatchDetailPage } from './screens/match-detail-page';
