// The sections the home page points to, with a line saying what each holds.
export const QUICK_LINKS = [
  { label: '通知公告', to: '/notice', hint: '赛事、培训与公示通知' },
  { label: '新闻资讯', to: '/news', hint: '协会新闻与媒体报道' },
  { label: '赛事信息', to: '/match', hint: '赛程、比分与参赛名单' },
  { label: '培训', to: '/training', hint: '教练员与裁判员培训' },
  { label: '飞盘运动', to: '/feipan', hint: '认识飞盘运动与项目' },
  { label: '查询中心', to: '/query', hint: '俱乐部、球员、教练员、裁判员' },
  { label: '下载中心', to: '/download', hint: '规则、赛事文件与培训资料' },
  { label: '关于我们', to: '/aboutUs', hint: '协会介绍、加入与联系' },
] as const;
