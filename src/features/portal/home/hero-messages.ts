// The Chinese text of the home page's first paint (the hero); the sections below have theirs in
// home-messages.ts, which loads with them.
export const HERO_MESSAGES = {
  defaultSlogan: '让更多人爱上飞盘运动',
  searchLabel: '搜索全站内容',
  searchPlaceholder: '搜索通知、新闻、赛事、俱乐部',
  searchButton: '搜索',
} as const;
