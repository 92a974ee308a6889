// The console's competitions (/admin/competitions, docs/competitions.md): the list, one
// competition, its editor's body and the answer of a delete. The same schema checks the editor's
// fields and the server's input.
import { z } from 'zod';
import {
  consolePageOf,
  consolePageQuery,
  lifeCycleFields,
  searchText,
  statusFilter,
} from './admin-life-cycle';
import { isSafeLink } from './admin-site';
import { MAX_BODY_LENGTH, requiredText } from './admin-trainings';
import { COMPETITION_STATUSES, competitionStatusSchema } from './content-competition';
import { divisionSchema, scopeSchema } from './division';

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

/** A day that may be left empty ('' sent, stored as null). */
const optionalDay = (label: string) => z.union([z.literal(''), day(label)]);

/** Text that may be left empty, trimmed, at most `max` characters. */
const optionalText = (label: string, max: number) =>
  z
    .string({ error: `${label}必须是文字` })
    .trim()
    .max(max, `${label}不能超过 ${max} 个字`);

/** Left out (an empty field) asks for the number; anything else that is not one says so. */
const count = (label: string, min: number, max: number) =>
  z
    .number({
      error: (issue) => (issue.input === undefined ? `请填写${label}` : `${label}必须是数字`),
    })
    .int(`${label}必须是整数`)
    .min(min, `${label}不能小于 ${min}`)
    .max(max, `${label}不能超过 ${max}`);

/** 自动（按日期） is '': the phase then follows the dates (competitionStatusOf). */
export const phaseChoice = z.enum(['', ...COMPETITION_STATUSES], {
  error: '赛事阶段只能是自动、筹备中、报名中、进行中或已结束',
});

export const MAX_DOCUMENTS = 20;
/** One document: an upload named by its id, with the name visitors see. */
export const competitionDocumentSchema = z.object({
  uploadId: z
    .number({ error: '文件编号必须是数字' })
    .int('文件编号必须是整数')
    .positive('请上传文件'),
  fileName: requiredText('文件名', 200),
});
export type CompetitionDocument = z.infer<typeof competitionDocumentSchema>;

export const competitionBody = z
  .object({
    name: requiredText('赛事名称', 100),
    /** A COMPETITION_LEVEL list-of-values code; the server checks it is one. */
    level: requiredText('级别', 20),
    scope: scopeSchema,
    division: divisionSchema,
    startDate: day('开始日期'),
    endDate: day('结束日期'),
    /** May be left empty: the venue alone can say where. */
    city: optionalText('城市', 20),
    venue: optionalText('地点', 100),
    registrationOpens: optionalDay('报名开始日期'),
    registrationCloses: optionalDay('报名截止日期'),
    minRoster: count('最少人数', 0, 100),
    maxRoster: count('最多人数', 1, 100),
    /** Only a mixed competition asks for each gender; others send 0. */
    minMale: count('最少男性', 0, 100),
    minFemale: count('最少女性', 0, 100),
    fee: optionalText('报名费', 500),
    documents: z
      .array(competitionDocumentSchema, { error: '赛事文件格式不正确' })
      .max(MAX_DOCUMENTS, `赛事文件不能超过 ${MAX_DOCUMENTS} 个`),
    phase: phaseChoice,
    forfeitPoints: count('弃权计分', 1, 99),
    /**
     * The last day spirit scores may be given or changed; '' (or left out by an older editor):
     * two days after the end date (src/contract/rules/spirit-deadline.ts).
     */
    spiritDeadline: optionalDay('精神分截止日期').default(''),
    /** An uploaded image's path, or '' for none. */
    cover: z
      .string({ error: '封面必须是文字' })
      .trim()
      .max(500, '封面地址不能超过 500 个字')
      .refine((value) => value === '' || isSafeLink(value), '封面必须是站内路径或 http(s) 网址'),
    description: z
      .string({ error: '简介必须是文字' })
      .max(MAX_BODY_LENGTH, `简介不能超过 ${MAX_BODY_LENGTH} 个字符`),
  })
  .superRefine((body, ctx) => {
    const issue = (path: string, message: string) =>
      ctx.addIssue({ code: 'custom', path: [path], message });
    if (body.endDate < body.startDate) issue('endDate', '结束日期不能早于开始日期');
    const { registrationOpens: opens, registrationCloses: closes } = body;
    if (opens !== '' && closes === '') issue('registrationCloses', '请填写报名截止日期');
    if (opens !== '' && closes !== '' && closes < opens) {
      issue('registrationCloses', '报名截止日期不能早于报名开始日期');
    }
    if (closes !== '' && closes > body.startDate) {
      issue('registrationCloses', '报名截止日期不能晚于开始日期');
    }
    if (body.spiritDeadline !== '' && body.spiritDeadline < body.endDate) {
      issue('spiritDeadline', '精神分截止日期不能早于结束日期');
    }
    if (body.minRoster > body.maxRoster) issue('minRoster', '最少人数不能大于最多人数');
    if (body.division === 'MIX' && body.minMale + body.minFemale > body.maxRoster) {
      issue('minFemale', '最少男性与最少女性之和不能大于最多人数');
    }
  });
export type CompetitionBody = z.infer<typeof competitionBody>;

export const adminCompetitionListQuery = consolePageQuery.extend({
  q: searchText,
  status: statusFilter,
  phase: z
    .union([z.literal(''), competitionStatusSchema], {
      error: '赛事阶段只能是筹备中、报名中、进行中或已结束',
    })
    .optional(),
  year: z
    .union([
      z.literal(''),
      z.coerce
        .number({ error: '年份必须是数字' })
        .int('年份必须是整数')
        .min(2000, '年份不能早于 2000 年')
        .max(2100, '年份不能晚于 2100 年'),
    ])
    .optional(),
});
export type AdminCompetitionListQuery = z.input<typeof adminCompetitionListQuery>;

export const adminCompetitionRowSchema = z.object({
  id: z.number().int(),
  name: z.string(),
  level: z.string(),
  levelName: z.string(),
  scope: scopeSchema,
  division: divisionSchema,
  city: z.string(),
  startDate: z.string(),
  endDate: z.string(),
  /** Where it stands today: staff's phase when set, else the dates'. */
  phase: competitionStatusSchema,
  /** The phase staff set, or '' when it follows the dates. */
  phaseOverride: phaseChoice,
  entries: z.number().int(),
  games: z.number().int(),
  ...lifeCycleFields,
});
export type AdminCompetitionRow = z.infer<typeof adminCompetitionRowSchema>;
export const adminCompetitionPageSchema = consolePageOf(adminCompetitionRowSchema);

export const adminCompetitionSchema = adminCompetitionRowSchema.extend({
  venue: z.string(),
  registrationOpens: z.string(),
  registrationCloses: z.string(),
  minRoster: z.number().int(),
  maxRoster: z.number().int(),
  minMale: z.number().int(),
  minFemale: z.number().int(),
  fee: z.string(),
  /** Each document with where anyone reads it. */
  documents: z.array(
    z.object({ uploadId: z.number().int(), fileName: z.string(), url: z.string() }),
  ),
  forfeitPoints: z.number().int(),
  /** The day staff set, or '' for the default. */
  spiritDeadline: z.string(),
  /** The day in force: the one set, or the default. */
  spiritDeadlineUsed: z.string(),
  cover: z.string(),
  description: z.string(),
});
export type AdminCompetition = z.infer<typeof adminCompetitionSchema>;

export const deletedCompetitionSchema = z.object({ id: z.number().int() });
