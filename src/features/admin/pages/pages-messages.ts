// The Chinese text of the console's pages: the sport's pages and about / join / contact.
import type { AboutPageKey } from '../../../contract/about-pages';

export const PAGES_MESSAGES = {
  sportTitle: '飞盘运动',
  sportNew: '新建飞盘运动页面',
  sportEdit: '编辑飞盘运动页面',
  aboutTitle: '关于我们',
  create: '新建',
  search: '搜索名称或简介',
  allStatuses: '全部状态',
  empty: '没有符合条件的页面',
  edit: '编辑',
  editOf: (name: string) => `编辑：${name}`,
  status: { draft: '草稿', published: '已发布', withdrawn: '已撤回' },
  backToSport: '返回飞盘运动页面列表',
  columns: { name: '名称', sort: '排序', status: '状态', updated: '最后修改', actions: '操作' },
  fields: {
    name: '标题',
    summary: '简介',
    image: '图片地址',
    imageHint: '上传图片后自动填写，也可填写以 / 开头的站内地址或 https:// 地址',
    uploadImage: '上传图片',
    sort: '排序（小的在前）',
    content: '正文',
  },
  done: {
    saved: '页面已保存',
    published: '页面已发布',
    scheduled: '页面将按时发布',
    withdrawn: '页面已撤回',
    draftSaved: '草稿已保存，访客看到的内容未变',
    aboutPublished: '已发布，访客现在看到新的内容',
  },
  pages: { about: '关于我们', join: '加入我们', contact: '联系我们' } satisfies Record<
    AboutPageKey,
    string
  >,
  pagesNav: '页面',
  aboutHint:
    '保存草稿不会改变访客看到的内容；发布后访客立即看到新内容。留空发布则恢复网站自带的介绍文字。',
  published: (at: string, by: string | null) => `已发布：${at}${by ? `（${by}）` : ''}`,
  notPublished: '尚未发布：访客看到网站自带的介绍文字',
  draft: (at: string, by: string | null) => `有未发布的草稿：${at}${by ? `（${by}）` : ''}`,
  saveDraft: '保存草稿',
  publish: '发布',
  view: '查看页面',
} as const;
