// The main-site menu: the sections of DESIGN.md §4, in the original's order.
export const MAIN_SECTIONS = [
  { label: '首页', to: '/home' },
  { label: '通知公告', to: '/notice' },
  { label: '新闻资讯', to: '/news' },
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

/** The menu entry a path belongs to, so the menu marks it while a sub-page is open. */
export function sectionOf(pathname: string): string | undefined {
  const alias = SECTION_ALIASES[pathname];
  if (alias) return alias;
  return MAIN_SECTIONS.find(
    (section) => pathname === section.to || pathname.startsWith(`${section.to}/`),
  )?.to;
}
