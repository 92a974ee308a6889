// The /news section: one chunk for the lists and the detail page.
export { NewsListPage } from './news-list-page';
export { NewsDetailPage } from './news-detail-page';
