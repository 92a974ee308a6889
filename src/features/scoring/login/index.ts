export { ScoringLoginPage, SCORING_HOME } from './scoring-login-page';
