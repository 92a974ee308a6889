// The Chinese text of the console's notice and news pages.
// The category names repeat src/features/portal/content-labels.ts, as a feature may not import
// another; the server's LOVs hold them too.
import type { NewsCategory, NoticeCategory } from '../../../contract/content-portal';

export const NOTICE_CATEGORY_NAMES: Record<NoticeCategory, string> = {
  notice_competition: '赛事通知',
  notice_train: '培训通知',
  notice_publicity: '宣传通知',
  notice_other: '其他通知',
};

export const NEWS_CATEGORY_NAMES: Record<NewsCategory, string> = {
  news_internal: '国内新闻',
  news_international: '国际新闻',
  news_report: '相关报道',
  official: '官方公告',
};

const messagesFor = (item: string, section: string) => ({
  listTitle: section,
  newTitle: `新建${item}`,
  editTitle: `编辑${item}`,
  backToList: `返回${section}列表`,
  search: '搜索标题或摘要',
  empty: `还没有符合条件的${item}`,
  edit: '编辑',
  editOf: (title: string) => `编辑：${title}`,
  withdrawOf: (title: string) => `撤回：${title}`,
  deleteOf: (title: string) => `删除草稿：${title}`,
  remove: '删除',
  confirmDelete: (title: string) => `删除草稿「${title}」？删除后不能恢复。`,
  pinnedTag: '置顶',
  columns: {
    title: '标题',
    category: '栏目',
    status: '状态',
    updated: '最后修改',
  },
  fields: {
    title: '标题',
    category: '栏目',
    summary: '摘要',
    content: '正文',
    cover: '封面图片',
    source: '来源',
  },
  summaryHint: '留空则取正文开头的文字',
  chooseCategory: '请选择栏目',
  done: {
    saved: `${item}已保存`,
    published: `${item}已发布`,
    scheduled: `${item}将按时发布`,
    withdrawn: `${item}已撤回`,
    pinned: `${item}已置顶`,
    unpinned: `${item}已取消置顶`,
    deleted: `${item}草稿已删除`,
  },
});

export const NOTICE_PAGE_MESSAGES = messagesFor('通知', '通知公告');
export const NEWS_PAGE_MESSAGES = messagesFor('新闻', '新闻资讯');
export type ContentPageMessages = ReturnType<typeof messagesFor>;

export const STATUS_NAMES = { draft: '草稿', published: '已发布', withdrawn: '已撤回' } as const;
