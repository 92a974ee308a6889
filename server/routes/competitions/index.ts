// The server half of the competition pages (src/features/match).
export { competitionRoutes } from './competition-routes';
