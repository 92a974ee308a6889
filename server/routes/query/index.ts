// The server half of the query centre (src/features/query).
export { queryRoutes } from './query-routes';
