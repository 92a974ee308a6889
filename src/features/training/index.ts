// The /training section.
export { TrainingDetailPage } from './training-detail-page';
export { TrainingListPage } from './training-list-page';
