// The Chinese text of the console's page calls: refusals, confirmations and audit lines.
import type { AboutPageKey } from '../../../src/contract/about-pages';

export const PAGES_MESSAGES = {
  sport: '飞盘运动页面',
  saved: '页面已保存',
  published: '页面已发布',
  scheduled: '页面将按时发布',
  withdrawn: '页面已撤回',
  draftSaved: '草稿已保存，访客看到的内容未变',
  aboutPublished: '已发布，访客现在看到新的内容',
  aboutTitle: { about: '关于我们', join: '加入我们', contact: '联系我们' } satisfies Record<
    AboutPageKey,
    string
  >,
  audit: {
    sportCreate: (name: string) => `新建飞盘运动页面：${name}`,
    sportUpdate: (name: string) => `修改飞盘运动页面：${name}`,
    sportPublish: (name: string, at: string) => `发布飞盘运动页面：${name}（${at} 起显示）`,
    sportWithdraw: (name: string) => `撤回飞盘运动页面：${name}`,
    aboutDraft: (title: string) => `保存「${title}」草稿`,
    aboutPublish: (title: string) => `发布「${title}」`,
  },
} as const;
