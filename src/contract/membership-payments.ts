// A season's fees, paid by transfer to the association's account or in person (docs/membership.md,
// "Payments"): what a payer sees and sends, and what the console's treasurer reads. Money is in fen
// (integers) everywhere; a page formats it with `yuan`.
import { z } from 'zod';
import { visibleText } from './account';

export const PAYMENT_METHODS = ['transfer', 'in_person'] as const;
export const PAYMENT_STATUSES = ['submitted', 'confirmed', 'refused'] as const;
export const REGISTRATION_KINDS = ['player', 'coach', 'judge', 'club'] as const;
export const DISPLAYED_STATUSES = [
  'draft',
  'awaiting_payment',
  'awaiting_review',
  'active',
  'rejected',
  'expired',
] as const;

export const paymentLabels = {
  method: { transfer: '对公转账', in_person: '现场缴费' },
  status: { submitted: '待确认', confirmed: '已确认', refused: '已退回' },
  kind: { player: '球员', coach: '教练员', judge: '裁判员', club: '俱乐部' },
  registration: {
    draft: '待提交',
    awaiting_payment: '待缴费',
    awaiting_review: '待审核',
    active: '有效',
    rejected: '已驳回',
    expired: '已过期',
  },
} as const;

/** 12345 fen as 「123.45 元」. */
export const yuan = (fen: number) => `${(fen / 100).toFixed(2)} 元`;

/** The receipt's types and size: judged by the bytes on the server, by the size in the page too. */
export const RECEIPT_MAX_BYTES = 5 * 1024 * 1024;
export const receiptMessages = {
  hint: 'PNG、JPG、WebP 图片或 PDF，不超过 5 MB',
  unsupported: '转账凭证只能是 PNG、JPG、WebP 图片或 PDF 文件',
  tooLarge: '转账凭证不能超过 5 MB',
  empty: '请选择转账凭证文件',
} as const;

const fen = (label: string) =>
  z.coerce
    .number({ error: `${label}必须是数字` })
    .int(`${label}必须以分为单位的整数`)
    .positive(`${label}必须大于 0`)
    .max(100_000_000, `${label}超出范围`);

const registrationIds = z
  .array(z.coerce.number().int().positive().max(2147483647), { error: '请选择要缴费的报名' })
  .min(1, '请选择要缴费的报名')
  .max(200, '一次最多为 200 个报名缴费')
  .refine((ids) => new Set(ids).size === ids.length, '报名不能重复');

const fileName = visibleText(
  z
    .string({ error: '请提供文件名' })
    .trim()
    .min(1, '请提供文件名')
    .max(100, '文件名不能超过 100 个字'),
  '文件名',
);

/** POST /api/membership/payments?registrationIds=1,2&amountFen=…&fileName=…, the receipt as raw bytes. */
export const submitTransferQuery = z.object({
  registrationIds: z.preprocess(
    (value) => (typeof value === 'string' ? value.split(',').filter(Boolean) : value),
    registrationIds,
  ),
  amountFen: fen('金额'),
  fileName,
});
export type SubmitTransferQuery = z.input<typeof submitTransferQuery>;

export const receiptBody = z.custom<Blob | Uint8Array>(
  (value) =>
    (value instanceof Uint8Array && value.length > 0) || (value instanceof Blob && value.size > 0),
  { error: receiptMessages.empty },
);

/** A calendar day, `YYYY-MM-DD`, that exists. */
const day = z
  .string({ error: '请填写收款日期' })
  .regex(/^\d{4}-\d{2}-\d{2}$/, '收款日期格式应为 YYYY-MM-DD')
  .refine((text) => {
    const time = Date.parse(`${text}T00:00:00Z`);
    return !Number.isNaN(time) && new Date(time).toISOString().startsWith(text);
  }, '收款日期不是有效的日期');

/** POST /api/admin/membership/payments/in-person: money staff took at an event. */
export const inPersonBody = z.object({
  registrationIds,
  amountFen: fen('金额'),
  paidOn: day,
});
export type InPersonBody = z.input<typeof inPersonBody>;

/** The console's 现场缴费 form: the amount typed in yuan (at most two decimals), sent as fen. */
export const inPersonForm = z.object({
  amount: z.coerce
    .number({ error: '金额必须是数字' })
    .positive('金额必须大于 0')
    .max(1_000_000, '金额超出范围')
    .refine((value) => Number.isInteger(Math.round(value * 100 * 1000) / 1000), '金额最多两位小数'),
  paidOn: day,
});
export const fenOf = (yuanText: string) => Math.round(Number(yuanText) * 100);

export const refuseBody = z.object({
  reason: visibleText(
    z
      .string({ error: '请填写退回原因' })
      .trim()
      .min(1, '请填写退回原因')
      .max(200, '退回原因不能超过 200 个字'),
    '退回原因',
  ),
});
export type RefuseBody = z.input<typeof refuseBody>;

const bankField = (label: string, max: number) =>
  visibleText(
    z
      .string({ error: `请填写${label}` })
      .trim()
      .min(1, `请填写${label}`)
      .max(max, `${label}不能超过 ${max} 个字`),
    label,
  );

/** The association's account a transfer goes to (a site setting staff edit). */
export const bankAccountSchema = z.object({
  accountName: bankField('户名', 60),
  bankName: bankField('开户行', 60),
  accountNumber: bankField('账号', 40).refine(
    (text) => /^[0-9 ]+$/.test(text),
    '账号只能包含数字和空格',
  ),
});
export type BankAccount = z.infer<typeof bankAccountSchema>;

/** A registration a payment covers or may cover. */
export const payableItemSchema = z.object({
  registrationId: z.number().int(),
  seasonYear: z.number().int(),
  kind: z.enum(REGISTRATION_KINDS),
  /** The person's name, or the club's for a club's registration. */
  name: z.string(),
  amountFen: z.number().int(),
  status: z.enum(DISPLAYED_STATUSES),
  /** Why a paid registration still waits (a minor's guardian consent), when it does. */
  waitingFor: z.string().nullable(),
});
export type PayableItem = z.infer<typeof payableItemSchema>;

export const paymentSchema = z.object({
  id: z.number().int(),
  seasonYear: z.number().int(),
  method: z.enum(PAYMENT_METHODS),
  status: z.enum(PAYMENT_STATUSES),
  amountFen: z.number().int(),
  payerName: z.string(),
  clubName: z.string().nullable(),
  receiptNumber: z.string().nullable(),
  refuseReason: z.string().nullable(),
  /** The day the money was received (in person) or confirmed (transfer). */
  paidOn: z.string().nullable(),
  createdAt: z.string(),
  decidedAt: z.string().nullable(),
  decidedByName: z.string().nullable(),
  /** A transfer's uploaded receipt, served by GET /api/membership/payments/:id/receipt-file. */
  hasReceiptFile: z.boolean(),
  items: z.array(payableItemSchema),
});
export type Payment = z.infer<typeof paymentSchema>;

/** GET /api/membership/payments: what the caller owes, where to send it, and what was sent. */
export const myPaymentsSchema = z.object({
  bankAccount: bankAccountSchema.nullable(),
  payable: z.array(payableItemSchema),
  payments: z.array(paymentSchema),
});
export type MyPayments = z.infer<typeof myPaymentsSchema>;

export const paymentListQuery = z.object({
  year: z.coerce
    .number({ error: '年度必须是数字' })
    .int('年度必须是整数')
    .min(2000)
    .max(2100)
    .optional(),
  status: z.enum(PAYMENT_STATUSES, { error: '状态只能是待确认、已确认或已退回' }).optional(),
});
export type PaymentListQuery = z.input<typeof paymentListQuery>;

export const paymentListSchema = z.object({ list: z.array(paymentSchema) });

export const receiptFileSchema = z
  .string()
  .meta({ format: 'binary', description: '转账凭证（图片或 PDF）' });
