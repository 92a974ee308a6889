// The message centre's Chinese text (消息), in one place. Named -wording since in this feature a
// "message" is what a person receives.
export const INBOX_TEXT = {
  link: '消息',
  unread: (count: number) => `${count} 条未读消息`,
  listLabel: '消息列表',
  empty: '暂无消息',
  total: (total: number) => `共 ${total} 条消息`,
  readAll: '全部已读',
  settings: '消息设置',
  unreadBadge: '未读',
  open: '查看',
  settingsIntro: '关闭某类消息后将不再收到它。账号安全类消息不能关闭。',
  alwaysOn: '（不可关闭）',
  saved: '已保存',
  back: '返回消息',
} as const;
