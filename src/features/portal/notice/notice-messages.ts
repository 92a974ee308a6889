// The Chinese text of the notice pages.
export const NOTICE_MESSAGES = {
  listDescription: '飞盘协会通知公告：赛事通知、培训通知、宣传通知与其他通知。',
  categoryDescription: (name: string) => `飞盘协会通知公告 · ${name}`,
  categoriesLabel: '通知分类',
  all: '全部',
  empty: '暂无通知',
  back: '返回通知公告',
  backToCategory: (name: string) => `返回${name}`,
  published: '发布日期',
} as const;
