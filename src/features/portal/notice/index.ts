// The /notice section: one chunk for the list and the detail page.
export { NoticeListPage } from './notice-list-page';
export { NoticeDetailPage } from './notice-detail-page';
