// The Chinese text of the life-cycle refusals and the status names in audit lines.
export const LIFE_CYCLE_MESSAGES = {
  publishAtPast: '发布时间不能早于当前时间',
  notPublished: '只有已发布的内容可以撤回',
  status: { draft: '草稿', published: '已发布', withdrawn: '已撤回' },
} as const;
