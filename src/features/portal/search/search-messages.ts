// The Chinese text of the site-wide search results page.
export const SEARCH_MESSAGES = {
  description: (keyword: string) =>
    keyword
      ? `飞盘协会网站中与「${keyword}」相关的通知、新闻、赛事、俱乐部与培训。`
      : '搜索飞盘协会网站的通知、新闻、赛事、俱乐部与培训。',
  label: '搜索关键字',
  placeholder: '搜索通知、新闻、赛事、俱乐部',
  button: '搜索',
  prompt: '请输入搜索关键字。',
  summary: (keyword: string, total: number) =>
    total > 0 ? `与「${keyword}」相关的结果共 ${total} 条` : `没有找到与「${keyword}」相关的内容`,
  groups: {
    notices: '通知公告',
    news: '新闻资讯',
    competitions: '赛事',
    clubs: '俱乐部',
    trainings: '培训',
  },
  groupCount: (total: number) => `（${total}）`,
  partial: (shown: number, total: number) => `显示前 ${shown} 条，共 ${total} 条`,
  more: (name: string) => `查看全部${name}`,
  divisions: { MIX: '混合组', MALE: '男子组', FEMALE: '女子组' },
  members: (count: number) => `${count} 名会员`,
  trainingKinds: { coach: '教练员培训', judge: '裁判员培训' },
} as const;
