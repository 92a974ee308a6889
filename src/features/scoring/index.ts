// The scoring section: its own chunk, so a volunteer's phone never loads portal code.
export { ScoringLoginPage } from './login/scoring-login-page';
export { ScoringMatchDetailPage, ScoringMatchListPage } from './match-pages';
