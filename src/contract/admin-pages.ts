// The console's pages (/admin/sport, /admin/about): the sport's disciplines (sport_categories,
// with the content life cycle) and the about / join / contact text, whose draft is kept apart
// from what visitors see.
import { z } from 'zod';
import {
  consolePageOf,
  consolePageQuery,
  lifeCycleFields,
  searchText,
  statusFilter,
} from './admin-life-cycle';
import { aboutPageKeySchema } from './about-pages';
import { requiredText, richTextBody } from './admin-trainings';

export const adminSportListQuery = consolePageQuery.extend({
  q: searchText,
  status: statusFilter,
});
export type AdminSportListQuery = z.input<typeof adminSportListQuery>;

/** An image is an upload's public URL (or a file of the site's own); empty leaves it out. */
const imageUrl = z
  .string({ error: '图片地址必须是文字' })
  .trim()
  .max(500, '图片地址不能超过 500 个字符')
  .refine(
    (url) => url === '' || /^(\/(?![/\\])|https:\/\/)/.test(url),
    '图片地址应以 / 或 https:// 开头',
  );

export const sportBody = z.object({
  name: requiredText('名称', 50),
  summary: z.string({ error: '简介必须是文字' }).trim().max(300, '简介不能超过 300 个字'),
  content: richTextBody,
  image: imageUrl,
  sort: z
    .number({
      error: (issue) => (issue.input === undefined ? '请填写排序' : '排序必须是数字'),
    })
    .int('排序必须是整数')
    .min(0, '排序不能小于 0')
    .max(9999, '排序不能超过 9999'),
});
export type SportBody = z.infer<typeof sportBody>;

export const adminSportRowSchema = z.object({
  id: z.number().int(),
  name: z.string(),
  summary: z.string(),
  image: z.string().nullable(),
  sort: z.number().int(),
  ...lifeCycleFields,
});
export type AdminSportRow = z.infer<typeof adminSportRowSchema>;
export const adminSportPageSchema = consolePageOf(adminSportRowSchema);
export const adminSportSchema = adminSportRowSchema.extend({ content: z.string() });
export type AdminSport = z.infer<typeof adminSportSchema>;

export const aboutContentBody = z.object({ content: richTextBody });
export type AboutContentBody = z.infer<typeof aboutContentBody>;

/** One saved version of a page's text: what, when and by whom. */
const aboutVersionSchema = z.object({
  content: z.string(),
  at: z.string(),
  by: z.string().nullable(),
});

/** The console's view of one page: what visitors see, and the draft kept apart from it. */
export const adminAboutPageSchema = z.object({
  key: aboutPageKeySchema,
  published: aboutVersionSchema.nullable(),
  draft: aboutVersionSchema.nullable(),
});
export type AdminAboutPage = z.infer<typeof adminAboutPageSchema>;
export const adminAboutPageListSchema = z.array(adminAboutPageSchema);
