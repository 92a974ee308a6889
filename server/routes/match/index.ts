// The server half of the competition pages (src/features/match).
export { matchRoutes } from './match-routes';
