// The calendar feeds phones subscribe to (docs/calendars.md); the addresses of the secret ones
// are given by the club centre's and the scoring app's own routes.
export { calendarFeedRoutes } from './feed-routes';
