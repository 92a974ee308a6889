// The Chinese text of the shared page components, in one place.
export const COMPONENT_MESSAGES = {
  paginationLabel: '分页',
  previous: '上一页',
  next: '下一页',
  jumpBefore: '跳至',
  jumpAfter: '页',
  jumpInput: '跳至第几页',
  jumpButton: '跳转',
  pageOf: (page: number, count: number) => `第 ${page} / ${count} 页`,
  pageButton: (page: number) => `第 ${page} 页`,
  total: (total: number) => `共 ${total} 条`,
  loading: '正在加载',
  loadFailed: '加载失败',
  retry: '重试',
  empty: '暂无数据',
  offline: '离线',
  updatedAt: (time: string) => `更新于 ${time}`,
} as const;
