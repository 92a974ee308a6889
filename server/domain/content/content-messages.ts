// The Chinese text of the console's notice and news calls: refusals, confirmations, audit lines.
export interface ContentMessages {
  item: string;
  saved: string;
  published: string;
  scheduled: string;
  withdrawn: string;
  pinned: string;
  unpinned: string;
  deleted: string;
  onlyDraftDeleted: string;
  audit: {
    create: (title: string) => string;
    update: (title: string) => string;
    publish: (title: string, at: string) => string;
    withdraw: (title: string) => string;
    pin: (title: string, pinned: boolean) => string;
    remove: (title: string) => string;
  };
}

const messagesFor = (item: string): ContentMessages => ({
  item,
  saved: `${item}已保存`,
  published: `${item}已发布`,
  scheduled: `${item}将按时发布`,
  withdrawn: `${item}已撤回`,
  pinned: `${item}已置顶`,
  unpinned: `${item}已取消置顶`,
  deleted: `${item}草稿已删除`,
  onlyDraftDeleted: `只能删除从未发布过的草稿，已发布的${item}请撤回`,
  audit: {
    create: (title) => `新建${item}：${title}`,
    update: (title) => `修改${item}：${title}`,
    publish: (title, at) => `发布${item}：${title}（${at} 起显示）`,
    withdraw: (title) => `撤回${item}：${title}`,
    pin: (title, pinned) => `${pinned ? '置顶' : '取消置顶'}${item}：${title}`,
    remove: (title) => `删除${item}草稿：${title}`,
  },
});

export const NOTICE_MESSAGES = messagesFor('通知');
export const NEWS_MESSAGES = messagesFor('新闻');
