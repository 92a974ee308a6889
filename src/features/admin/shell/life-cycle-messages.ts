// The Chinese text of the life-cycle controls every console editor shares.
export const LIFE_CYCLE_MESSAGES = {
  statusLabel: '状态',
  shownFrom: (at: string) => `${at} 起显示`,
  updated: (at: string, by: string | null) => `最后修改：${at}${by ? `（${by}）` : ''}`,
  publishAt: '发布时间',
  publishAtHint: '留空则立即发布；选择以后的时间则到时自动发布',
  saveDraft: '保存草稿',
  saveChanges: '保存修改',
  publish: '发布',
  withdraw: '撤回',
  pin: '置顶',
  unpin: '取消置顶',
  actions: '发布操作',
} as const;
