// Shapes many calls share: the envelope's schema, pagination, id parameters.
import { z } from 'zod';

export { NOT_LOGGED_IN, SUCCESS, type Envelope } from './envelope';

export const envelopeOf = <T extends z.ZodType>(data: T) =>
  z.object({ code: z.number().int(), message: z.string(), data });

/** `data` of a call that answers only its message (a logout, a code sent). */
export const noDataSchema = z.null();
export type NoData = z.infer<typeof noDataSchema>;

export const pageQuery = z.object({
  page: z.coerce
    .number({ error: '页码必须是数字' })
    .int('页码必须是整数')
    .min(1, '页码最小为 1')
    .default(1),
  pageSize: z.coerce
    .number({ error: '每页条数必须是数字' })
    .int('每页条数必须是整数')
    .min(1, '每页条数最小为 1')
    .max(100, '每页条数最大为 100')
    .default(10),
});
export type PageQuery = z.infer<typeof pageQuery>;

export const pageOf = <T extends z.ZodType>(item: T) =>
  z.object({
    list: z.array(item),
    total: z.number().int(),
    page: z.number().int(),
    pageSize: z.number().int(),
  });
export type Page<T> = { list: T[]; total: number; page: number; pageSize: number };

export const idParam = z.object({
  id: z.coerce
    .number({ error: '编号必须是数字' })
    .int('编号必须是整数')
    .positive('编号必须大于 0')
    // PostgreSQL integer columns stop here; a larger id must be bad input, not a database error.
    .max(2147483647, '编号超出范围'),
});
