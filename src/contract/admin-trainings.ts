// The console's training courses (/admin/trainings): the list, one course, its editor's body and
// the people signed up for it. The same schema checks the editor's fields and the server's input.
import { z } from 'zod';
import {
  consolePageOf,
  consolePageQuery,
  lifeCycleFields,
  searchText,
  statusFilter,
} from './admin-life-cycle';
import { certificateKindSchema } from './content-portal';

/** A required line of text: trimmed, at least one character, at most `max`. */
export const requiredText = (label: string, max: number) =>
  z
    .string({ error: `请填写${label}` })
    .trim()
    .min(1, `请填写${label}`)
    .max(max, `${label}不能超过 ${max} 个字`);

/** A calendar day, `YYYY-MM-DD`, that exists. */
const day = (label: string) =>
  z
    .string({ error: `请填写${label}` })
    .regex(/^\d{4}-\d{2}-\d{2}$/, `${label}格式应为 YYYY-MM-DD`)
    // Zod runs this even after the pattern failed, so it must not assume the pattern held.
    .refine((text) => {
      const time = Date.parse(`${text}T00:00:00Z`);
      return !Number.isNaN(time) && new Date(time).toISOString().startsWith(text);
    }, `${label}不是有效的日期`);

/** Left out (an empty field) asks for the number; anything else that is not one says so. */
const numberError = (label: string) => (issue: { input?: unknown }) =>
  issue.input === undefined ? `请填写${label}` : `${label}必须是数字`;

/** A rich-text body is sanitized on save; this bounds what is sent (about 200 KB of markup). */
export const MAX_BODY_LENGTH = 200_000;
export const richTextBody = z
  .string({ error: '正文必须是文字' })
  .max(MAX_BODY_LENGTH, `正文不能超过 ${MAX_BODY_LENGTH} 个字符`);

export const adminTrainingListQuery = consolePageQuery.extend({
  q: searchText,
  kind: z.enum(['', 'coach', 'judge'], { error: '类别只能是教练员或裁判员' }).optional(),
  status: statusFilter,
});
export type AdminTrainingListQuery = z.input<typeof adminTrainingListQuery>;

export const trainingBody = z
  .object({
    title: requiredText('标题', 100),
    kind: certificateKindSchema,
    /** A CERTIFICATE_TYPE list-of-values code; the server checks it is one. */
    level: requiredText('等级', 20),
    city: requiredText('城市', 20),
    place: requiredText('地点', 100),
    startDate: day('开始日期'),
    endDate: day('结束日期'),
    fee: z
      .number({ error: numberError('费用') })
      .min(0, '费用不能小于 0')
      .max(100_000, '费用不能超过 100000 元'),
    capacity: z
      .number({ error: numberError('名额') })
      .int('名额必须是整数')
      .min(1, '名额至少为 1')
      .max(10_000, '名额不能超过 10000'),
    signupDeadline: day('报名截止日期'),
    /** How to sign up offline (a phone, an e-mail), shown under the online sign-up button. */
    signup: z.string({ error: '报名方式必须是文字' }).trim().max(500, '报名方式不能超过 500 个字'),
    content: richTextBody,
  })
  .superRefine((body, ctx) => {
    if (body.endDate < body.startDate) {
      ctx.addIssue({ code: 'custom', path: ['endDate'], message: '结束日期不能早于开始日期' });
    }
    if (body.signupDeadline > body.startDate) {
      ctx.addIssue({
        code: 'custom',
        path: ['signupDeadline'],
        message: '报名截止日期不能晚于开始日期',
      });
    }
  });
export type TrainingBody = z.infer<typeof trainingBody>;

export const adminTrainingRowSchema = z.object({
  id: z.number().int(),
  kind: certificateKindSchema,
  title: z.string(),
  level: z.string(),
  levelName: z.string(),
  city: z.string(),
  startDate: z.string(),
  endDate: z.string(),
  capacity: z.number().int(),
  signedUp: z.number().int(),
  ...lifeCycleFields,
});
export type AdminTrainingRow = z.infer<typeof adminTrainingRowSchema>;
export const adminTrainingPageSchema = consolePageOf(adminTrainingRowSchema);

export const adminTrainingSchema = adminTrainingRowSchema.extend({
  place: z.string(),
  fee: z.number(),
  signupDeadline: z.string(),
  signup: z.string(),
  content: z.string(),
});
export type AdminTraining = z.infer<typeof adminTrainingSchema>;

/** One person signed up (status signed_up): the phone in full, for staff only. */
export const trainingSignupRowSchema = z.object({
  userId: z.number().int(),
  name: z.string(),
  phone: z.string(),
  signedUpAt: z.string(),
});
export type TrainingSignupRow = z.infer<typeof trainingSignupRowSchema>;

/** Every current sign-up of a course, earliest first; a course holds at most 10000 seats. */
export const trainingSignupListSchema = z.object({
  training: z.object({ id: z.number().int(), title: z.string(), kind: certificateKindSchema }),
  list: z.array(trainingSignupRowSchema),
});
export type TrainingSignupList = z.infer<typeof trainingSignupListSchema>;
