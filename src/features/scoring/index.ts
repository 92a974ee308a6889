// The scoring section's game screens: their own chunk, so a volunteer's phone never loads portal
// code. The login screen is a separate, lighter chunk (./login).
export { ScoringMatchDetailPage, ScoringMatchListPage } from './match-pages';
