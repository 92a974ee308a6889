// The Chinese text of the console's training calls: refusals, confirmations and audit lines.
export const TRAININGS_MESSAGES = {
  training: '培训',
  unknownLevel: '等级不存在，请从列表中选择',
  saved: '培训已保存',
  published: '培训已发布',
  scheduled: '培训将按时发布',
  withdrawn: '培训已撤回',
  pinned: '培训已置顶',
  unpinned: '培训已取消置顶',
  audit: {
    create: (title: string) => `新建培训：${title}`,
    update: (title: string) => `修改培训：${title}`,
    publish: (title: string, at: string) => `发布培训：${title}（${at} 起显示）`,
    withdraw: (title: string) => `撤回培训：${title}`,
    pin: (title: string, pinned: boolean) => `${pinned ? '置顶' : '取消置顶'}培训：${title}`,
  },
} as const;
