// The server half of the training pages (src/features/training) and the user centre's list of
// the member's sign-ups.
export { trainingRoutes } from './training-routes';
