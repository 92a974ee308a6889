// The /training section.
export { TrainingDetailPage, TrainingListPage } from './training-pages';
