// The console's content life cycle (docs/console.md, "Content and its life cycle"): the status a
// row moves through and the publish call's body, shared by the sections that publish rows; and
// what every console contract shares: a list's paging and search, and a required reason.
import { z } from 'zod';

export const CONTENT_STATUSES = ['draft', 'published', 'withdrawn'] as const;
export const contentStatusSchema = z.enum(CONTENT_STATUSES, {
  error: '状态只能是草稿、已发布或已撤回',
});
export type ContentStatus = z.infer<typeof contentStatusSchema>;
/** A list's status filter: empty shows every status. */
export const statusFilter = z
  .enum(['', ...CONTENT_STATUSES], { error: '状态只能是草稿、已发布或已撤回' })
  .optional();

/** A list's search box: trimmed, an empty one means no search. */
export const searchText = z
  .string({ error: '搜索内容必须是文字' })
  .trim()
  .max(50, '搜索内容不能超过 50 个字')
  .optional();

const pageNumber = z.coerce
  .number({ error: '页码必须是数字' })
  .int('页码必须是整数')
  .min(1, '页码最小为 1')
  .default(1);
const pageSize = (fallback: number) =>
  z.coerce
    .number({ error: '每页条数必须是数字' })
    .int('每页条数必须是整数')
    .min(1, '每页条数最小为 1')
    .max(100, '每页条数最大为 100')
    .default(fallback);

/** A console list's paging: `page` from 1, `size` 1–100 (docs/console.md, "Calls"). */
export const consolePageQuery = z.object({ page: pageNumber, size: pageSize(10) });
export type ConsolePageQuery = z.infer<typeof consolePageQuery>;

/**
 * The paging and search of the lists of people, entries and the audit log: 20 a page, and a
 * search word (搜索词) trimmed to at most 50 characters.
 */
export const consoleListFields = {
  page: pageNumber,
  size: pageSize(20),
  q: z.string({ error: '搜索词必须是文字' }).trim().max(50, '搜索词不能超过 50 个字').optional(),
};

/** Why staff changed something (a result, a game): required, kept in the log. */
export const reasonOf = (label: string) =>
  z
    .string({ error: `请填写${label}` })
    .trim()
    .min(1, `请填写${label}`)
    .max(200, `${label}不能超过 200 个字`);

export const consolePageOf = <T extends z.ZodType>(item: T) =>
  z.object({
    list: z.array(item),
    total: z.number().int(),
    page: z.number().int(),
    size: z.number().int(),
  });

/**
 * 发布: now when `publishAt` is left out or empty, otherwise at that time (an ISO time with its
 * zone, as the browser's date-time field gives it after `toISOString`); a time ahead schedules it.
 */
export const publishBody = z.object({
  publishAt: z
    .union([z.literal(''), z.iso.datetime({ offset: true, error: '发布时间格式不正确' })])
    .optional(),
});
export type PublishBody = z.infer<typeof publishBody>;

export const pinBody = z.object({
  pinned: z.boolean({ error: '置顶必须是是或否' }),
});
export type PinBody = z.infer<typeof pinBody>;

/** What every life-cycle row shows in the console besides its own fields. */
export const lifeCycleFields = {
  status: contentStatusSchema,
  /** ISO time it is (or will be) shown from; '' before its first publication. */
  publishedAt: z.string(),
  pinned: z.boolean(),
  updatedAt: z.string(),
  /** The staff member who changed it last; null for demo rows and rows from before the console. */
  updatedBy: z.string().nullable(),
};
