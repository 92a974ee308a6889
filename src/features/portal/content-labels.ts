// The portal's content kinds: their Chinese names and where their pages are. Shared by the home
// page, the notice and news lists, and the search results, so a category reads the same everywhere.
import type { NewsCategory, NoticeCategory } from '../../contract/content-portal';

export const NOTICE_CATEGORY_NAMES: Record<NoticeCategory, string> = {
  notice_competition: '赛事通知',
  notice_train: '培训通知',
  notice_publicity: '宣传通知',
  notice_other: '其他通知',
};

/** In the original's order; kept here so the first load need not import the zod contract. */
export const NOTICE_CATEGORY_ORDER = Object.keys(NOTICE_CATEGORY_NAMES) as NoticeCategory[];

export const NEWS_CATEGORY_NAMES: Record<NewsCategory, string> = {
  news_internal: '国内新闻',
  news_international: '国际新闻',
  news_report: '相关报道',
  official: '官方公告',
};

export const noticeDetailPath = (id: number) => `/notice/detail/${id}`;
export const newsDetailPath = (id: number) => `/news/detail/${id}`;
export const competitionPath = (id: number) => `/match/detail?id=${id}`;
export const clubPath = (id: number) => `/club/detail?id=${id}`;
export const trainingPath = (id: number) => `/training/detail/${id}`;
export const sportCategoryPath = (id: number) => `/feipan/type/${id}`;

/** The original's paths: /notice/notice_train… for a category, /notice for all of them. */
export function noticeListPath(type: string): string {
  return type ? `/notice/${type}` : '/notice';
}

/** /news/news_internal…; the official announcements live at /news/notice. */
export function newsListPath(category: NewsCategory): string {
  return category === 'official' ? '/news/notice' : `/news/${category}`;
}
