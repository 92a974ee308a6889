// The console's notices (通知公告) and news (新闻资讯): the lists, one item, and the editor's body.
// The same schema checks the editor's fields in the browser and the server's input.
import { z } from 'zod';
import {
  consolePageOf,
  consolePageQuery,
  lifeCycleFields,
  searchText,
  statusFilter,
} from './admin-life-cycle';
import { requiredText, richTextBody } from './admin-trainings';
import { NEWS_CATEGORIES, NOTICE_CATEGORIES } from './content-portal';

/** The summary a list shows; left empty, the server takes it from the body's text. */
export const MAX_SUMMARY_LENGTH = 200;
const summary = z
  .string({ error: '摘要必须是文字' })
  .trim()
  .max(MAX_SUMMARY_LENGTH, `摘要不能超过 ${MAX_SUMMARY_LENGTH} 个字`);

const noticeCategory = z.enum(NOTICE_CATEGORIES, { error: '请选择栏目' });
const newsCategory = z.enum(NEWS_CATEGORIES, { error: '请选择栏目' });

/** A picture's address: a path on this site (an upload) or an http(s) address; empty for none. */
const coverUrl = z
  .string({ error: '封面必须是图片地址' })
  .trim()
  .max(500, '封面地址不能超过 500 个字符')
  .refine((url) => url === '' || /^(\/(?!\/)|https?:\/\/)/i.test(url), '封面地址不正确');

export const noticeBody = z.object({
  title: requiredText('标题', 100),
  category: noticeCategory,
  summary,
  content: richTextBody,
});
export type NoticeBody = z.infer<typeof noticeBody>;

export const newsBody = noticeBody.extend({
  category: newsCategory,
  cover: coverUrl,
  source: z.string({ error: '来源必须是文字' }).trim().max(50, '来源不能超过 50 个字'),
});
export type NewsBody = z.infer<typeof newsBody>;

const listQuery = <C extends readonly [string, ...string[]]>(categories: C) =>
  consolePageQuery.extend({
    q: searchText,
    category: z.enum(['', ...categories], { error: '栏目不正确' }).optional(),
    status: statusFilter,
  });
export const adminNoticeListQuery = listQuery(NOTICE_CATEGORIES);
export type AdminNoticeListQuery = z.input<typeof adminNoticeListQuery>;
export const adminNewsListQuery = listQuery(NEWS_CATEGORIES);
export type AdminNewsListQuery = z.input<typeof adminNewsListQuery>;

export const adminNoticeRowSchema = z.object({
  id: z.number().int(),
  category: noticeCategory,
  title: z.string(),
  ...lifeCycleFields,
});
export type AdminNoticeRow = z.infer<typeof adminNoticeRowSchema>;
export const adminNoticePageSchema = consolePageOf(adminNoticeRowSchema);

export const adminNoticeSchema = adminNoticeRowSchema.extend({
  summary: z.string(),
  content: z.string(),
});
export type AdminNotice = z.infer<typeof adminNoticeSchema>;

export const adminNewsRowSchema = adminNoticeRowSchema.extend({ category: newsCategory });
export type AdminNewsRow = z.infer<typeof adminNewsRowSchema>;
export const adminNewsPageSchema = consolePageOf(adminNewsRowSchema);

export const adminNewsSchema = adminNewsRowSchema.extend({
  summary: z.string(),
  content: z.string(),
  cover: z.string(),
  source: z.string(),
});
export type AdminNews = z.infer<typeof adminNewsSchema>;

/** What deleting a draft answers: the id it had. */
export const deletedItemSchema = z.object({ id: z.number().int() });
