// The main-site menu: its sections in the original's order (docs/routes.md, "Layouts").
export const MAIN_SECTIONS = [
  { label: '首页', to: '/home' },
  { label: '通知公告', to: '/notice' },
  // /news has no list of its own (it redirects there): the menu opens 国内新闻 directly.
  { label: '新闻资讯', to: '/news/news_internal' },
  { label: '赛事信息', to: '/match' },
  { label: '培训', to: '/training' },
  { label: '飞盘运动', to: '/feipan' },
  { label: '查询中心', to: '/query' },
  { label: '下载中心', to: '/download' },
  { label: '关于我们', to: '/aboutUs' },
] as const;

/** Pages that belong to a section without sharing its path prefix. */
const SECTION_ALIASES: Record<string, string> = {
  '/joinUs': '/aboutUs',
  '/contactUs': '/aboutUs',
};

const firstSegment = (path: string) => path.split('/')[1];

/** The menu entry a path belongs to (by its first segment), so the menu marks it on sub-pages. */
export function sectionOf(pathname: string): string | undefined {
  const alias = SECTION_ALIASES[pathname];
  if (alias) return alias;
  return MAIN_SECTIONS.find((section) => firstSegment(section.to) === firstSegment(pathname))?.to;
}
