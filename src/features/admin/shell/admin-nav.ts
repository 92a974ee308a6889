// The console's menu (docs/console.md): every section, grouped as the side menu shows them. Each
// section helper points its entry at its own pages; the paths are fixed here so the menu, the
// overview and the browser tests agree.
export interface AdminNavItem {
  label: string;
  to: string;
}

export interface AdminNavGroup {
  label: string;
  items: readonly AdminNavItem[];
}

export const ADMIN_HOME = '/admin';

export const ADMIN_NAV: readonly AdminNavGroup[] = [
  { label: '概览', items: [{ label: '概览', to: ADMIN_HOME }] },
  {
    label: '内容管理',
    items: [
      { label: '通知公告', to: '/admin/notices' },
      { label: '新闻资讯', to: '/admin/news' },
      { label: '培训', to: '/admin/trainings' },
      { label: '下载', to: '/admin/downloads' },
      { label: '飞盘运动', to: '/admin/sport' },
      { label: '关于我们', to: '/admin/about' },
    ],
  },
  {
    label: '会员与俱乐部',
    items: [
      { label: '俱乐部', to: '/admin/clubs' },
      { label: '会员', to: '/admin/members' },
      { label: '账号', to: '/admin/accounts' },
      { label: '年度与免责声明', to: '/admin/seasons' },
      { label: '年度注册审核', to: '/admin/season-registrations' },
      { label: '缴费', to: '/admin/payments' },
      { label: '名单导入', to: '/admin/imports' },
      { label: '转会审核', to: '/admin/transfers' },
    ],
  },
  {
    label: '赛事管理',
    items: [
      { label: '赛事', to: '/admin/competitions' },
      { label: '多组别赛事', to: '/admin/events' },
      { label: '赛季排名规则', to: '/admin/ranking' },
    ],
  },
  { label: '站点设置', items: [{ label: '站点设置', to: '/admin/site' }] },
  { label: '操作记录', items: [{ label: '操作记录', to: '/admin/audit' }] },
  { label: '系统', items: [{ label: '系统', to: '/admin/system' }] },
];

/** The menu entry the path belongs to: the overview itself, or the section the path is inside. */
export function currentNavItem(pathname: string): AdminNavItem | undefined {
  const path = pathname.replace(/\/+$/, '').toLowerCase();
  return ADMIN_NAV.flatMap((group) => group.items).find((item) =>
    item.to === ADMIN_HOME
      ? path === ADMIN_HOME
      : path === item.to || path.startsWith(`${item.to}/`),
  );
}
