// 操作记录 (docs/console.md): the console's read of audit_log. A list of rows without their
// records, filtered; one row with the record before and after the write; and the values the
// filters offer. No call writes: rows come only from recordStaffWrite (server/audit).
// Each field is declared in full with its own Chinese wording; other modules' fields match these
// in shape only (one zod chain a line).
import { z } from 'zod';
import { consoleListFields } from './admin-life-cycle';

const DATE = /^\d{4}-\d{2}-\d{2}$/;
const dateField = (label: string) =>
  z
    .string({ error: `${label}必须是日期` })
    .regex(DATE, `${label}格式应为 年-月-日`)
    .refine((value) => !Number.isNaN(Date.parse(`${value}T00:00:00+08:00`)), `${label}不是有效日期`)
    .optional();

export const auditListQuery = z
  .object({
    /** Its q matches the summary, the staff member's name or the target's id. */
    ...consoleListFields,
    action: z.string({ error: '操作必须是文字' }).trim().max(64, '操作不能超过 64 个字').optional(),
    targetType: z
      .string({ error: '对象类型必须是文字' })
      .trim()
      .max(64, '对象类型不能超过 64 个字')
      .optional(),
    userId: z.coerce
      .number({ error: '操作人必须是数字' })
      .int('操作人必须是整数')
      .min(1, '操作人不正确')
      .max(2147483647, '操作人不正确')
      .optional(),
    /** Days in China Standard Time, both included. */
    from: dateField('开始日期'),
    to: dateField('结束日期'),
  })
  .refine((query) => !query.from || !query.to || query.from <= query.to, {
    message: '开始日期不能晚于结束日期',
    path: ['to'],
  });
export type AuditListQuery = z.input<typeof auditListQuery>;

export const auditEntrySchema = z.object({
  id: z.number().int(),
  /** ISO time of the write. */
  at: z.string(),
  userId: z.number().int().nullable(),
  userName: z.string(),
  action: z.string(),
  targetType: z.string(),
  targetId: z.string().nullable(),
  summary: z.string(),
});
export type AuditEntry = z.infer<typeof auditEntrySchema>;

export const auditPageSchema = z.object({
  list: z.array(auditEntrySchema),
  total: z.number().int(),
  page: z.number().int(),
  size: z.number().int(),
});

/** One row with its records as the write left them (passwords and hashes were never kept). */
export const auditDetailSchema = auditEntrySchema.extend({
  before: z.unknown(),
  after: z.unknown(),
});
export type AuditDetail = z.infer<typeof auditDetailSchema>;

/** What the list's filters offer: the values the log holds. */
export const auditOptionsSchema = z.object({
  actions: z.array(z.string()),
  targetTypes: z.array(z.string()),
  users: z.array(z.object({ id: z.number().int(), name: z.string() })),
});
export type AuditOptions = z.infer<typeof auditOptionsSchema>;
