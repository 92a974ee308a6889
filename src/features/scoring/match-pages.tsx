// The volunteer's game list and game screen (issue 4), built in ./screens.
export { ScoringMatchListPage } from './screens/match-list-page';
export { ScoringMatchDetailPage } from './screens/match-detail-page';
