// The download centre's Chinese text, in one place.
import type { DownloadCategory } from '../../contract/content-portal';
import type { RouteTab } from '../../theme/components/route-tabs';

export const DOWNLOAD_MESSAGES = {
  description: (tab: string) =>
    `中国飞盘协会下载中心：${tab}，可直接下载，离线也能打开已下载的文件。`,
  tabsLabel: '下载分类',
  resultsLabel: '文件列表',
  total: (total: number) => `共 ${total} 个文件`,
  empty: '本分类暂时没有文件。',
  size: '类型与大小',
  date: '发布日期',
  download: '下载',
  downloadName: (name: string) => `下载${name}`,
} as const;

type DownloadTab = RouteTab & { category: DownloadCategory };

export const DOWNLOAD_TABS: readonly [DownloadTab, ...DownloadTab[]] = [
  { category: 'frisbee_rule', label: '飞盘规则', to: '/download/frisbee_rule' },
  { category: 'competition_file', label: '赛事文件', to: '/download/competition_file' },
  { category: 'edu_file', label: '教育培训', to: '/download/edu_file' },
];
