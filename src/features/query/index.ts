// The /query section.
export { QueryPage } from './query-page';
