// The Chinese text of the news pages.
export const NEWS_MESSAGES = {
  description: (name: string) => `飞盘协会新闻资讯 · ${name}`,
  categoriesLabel: '新闻分类',
  empty: '暂无新闻',
  back: '返回新闻资讯',
  backTo: (name: string) => `返回${name}`,
} as const;
