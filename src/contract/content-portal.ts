// Portal content calls: notices, news, training, sport categories, downloads, cooperators.
// Notices and news are declared apart, alike in shape: each kind's categories and schemas are
// named as the API document names them, and their fields differ.
import { z } from 'zod';
import { pageOf, pageQuery } from './common';

// Control characters (NUL above all) have no place in a search, and PostgreSQL rejects NUL in text.
const printable = (text: string) =>
  [...text].every((c) => {
    const code = c.charCodeAt(0);
    return code >= 32 && code !== 127;
  });

/** A free-text search value: trimmed, bounded, printable. */
export const searchText = (label: string, max = 50) =>
  z
    .string({ error: `${label}必须是文字` })
    .trim()
    .max(max, `${label}不能超过 ${max} 个字`)
    .refine(printable, `${label}不能包含控制字符`);

/** An optional free-text filter; an empty value means "no filter". */
export const optionalText = (label: string, max = 50) => searchText(label, max).optional();

/**
 * A record id in a path or query: a positive integer that fits the databases' 32-bit integer
 * columns (a larger one cannot name a record, and PostgreSQL would refuse to compare it).
 */
export const recordId = (label: string) =>
  z.coerce
    .number({ error: `${label}必须是数字` })
    .int(`${label}必须是整数`)
    .positive(`${label}必须大于 0`)
    .max(2147483647, `${label}超出范围`);

/** `{ id }` path parameter of the content calls. */
export const recordIdParam = z.object({ id: recordId('编号') });

export const NOTICE_CATEGORIES = [
  'notice_competition',
  'notice_train',
  'notice_publicity',
  'notice_other',
] as const;
export const noticeCategorySchema = z.enum(NOTICE_CATEGORIES, { error: '公告分类不正确' });
export type NoticeCategory = z.infer<typeof noticeCategorySchema>;

export const noticeListQuery = pageQuery.extend({ category: noticeCategorySchema.optional() });
export const noticeSummarySchema = z.object({
  id: z.number().int(),
  category: noticeCategorySchema,
  title: z.string(),
  summary: z.string(),
  publishedAt: z.string(),
});
export type NoticeSummary = z.infer<typeof noticeSummarySchema>;
/** `content` is trusted HTML written by association staff. */
export const noticeDetailSchema = noticeSummarySchema.extend({ content: z.string() });
export type NoticeDetail = z.infer<typeof noticeDetailSchema>;
export const noticePageSchema = pageOf(noticeSummarySchema);
export type NoticePage = z.infer<typeof noticePageSchema>;

export const NEWS_CATEGORIES = [
  'news_internal',
  'news_international',
  'news_report',
  'official',
] as const;
export const newsCategorySchema = z.enum(NEWS_CATEGORIES, { error: '新闻分类不正确' });
export type NewsCategory = z.infer<typeof newsCategorySchema>;

export const newsListQuery = pageQuery.extend({ category: newsCategorySchema.optional() });
export const newsSummarySchema = z.object({
  id: z.number().int(),
  category: newsCategorySchema,
  title: z.string(),
  summary: z.string(),
  cover: z.string().nullable(),
  source: z.string().nullable(),
  publishedAt: z.string(),
});
export type NewsSummary = z.infer<typeof newsSummarySchema>;
export const newsDetailSchema = newsSummarySchema.extend({ content: z.string() });
export type NewsDetail = z.infer<typeof newsDetailSchema>;
export const newsPageSchema = pageOf(newsSummarySchema);
export type NewsPage = z.infer<typeof newsPageSchema>;

export const certificateKindSchema = z.enum(['coach', 'judge'], {
  error: '类别只能是教练员或裁判员',
});
export type CertificateKind = z.infer<typeof certificateKindSchema>;

export const trainingListQuery = pageQuery.extend({ kind: certificateKindSchema.optional() });
export const trainingSummarySchema = z.object({
  id: z.number().int(),
  kind: certificateKindSchema,
  title: z.string(),
  level: z.string(),
  /** The CERTIFICATE_TYPE list-of-values name of `level`. */
  levelName: z.string(),
  city: z.string(),
  place: z.string(),
  startDate: z.string(),
  endDate: z.string(),
  fee: z.number(),
  capacity: z.number().int(),
  /** The last day (YYYY-MM-DD) to sign up online; see training-signup.ts for the rules. */
  signupDeadline: z.string(),
  /** Seats not taken by a current sign-up (never below 0). */
  seatsLeft: z.number().int(),
});
export type TrainingSummary = z.infer<typeof trainingSummarySchema>;
export const trainingPageSchema = pageOf(trainingSummarySchema);
export type TrainingPage = z.infer<typeof trainingPageSchema>;
export const trainingDetailSchema = trainingSummarySchema.extend({
  signup: z.string(),
  content: z.string(),
});
export type TrainingDetail = z.infer<typeof trainingDetailSchema>;

export const sportCategorySummarySchema = z.object({
  id: z.number().int(),
  name: z.string(),
  summary: z.string(),
  image: z.string().nullable(),
});
export type SportCategorySummary = z.infer<typeof sportCategorySummarySchema>;
export const sportCategoryDetailSchema = sportCategorySummarySchema.extend({ content: z.string() });
export type SportCategoryDetail = z.infer<typeof sportCategoryDetailSchema>;
export const sportCategoryListSchema = z.array(sportCategorySummarySchema);
export type SportCategoryList = z.infer<typeof sportCategoryListSchema>;

export const DOWNLOAD_CATEGORIES = ['frisbee_rule', 'competition_file', 'edu_file'] as const;
export const downloadCategorySchema = z.enum(DOWNLOAD_CATEGORIES, { error: '下载分类不正确' });
export type DownloadCategory = z.infer<typeof downloadCategorySchema>;

export const downloadListQuery = pageQuery.extend({ category: downloadCategorySchema.optional() });
export const downloadItemSchema = z.object({
  id: z.number().int(),
  category: downloadCategorySchema,
  name: z.string(),
  fileName: z.string(),
  mime: z.string(),
  size: z.number().int(),
  publishedAt: z.string(),
  /** GET this path (under /api) to download the file itself. */
  url: z.string(),
});
export type DownloadItem = z.infer<typeof downloadItemSchema>;
export const downloadPageSchema = pageOf(downloadItemSchema);
/** The file itself, as /api/docs shows it: bytes of the type it was uploaded with. */
export const downloadFileSchema = z
  .string()
  .meta({ format: 'binary', description: '文件内容（Content-Disposition 给出文件名）' });

export const cooperatorSchema = z.object({
  id: z.number().int(),
  name: z.string(),
  type: z.string(),
  typeName: z.string(),
  logo: z.string(),
  url: z.string().nullable(),
});
export type Cooperator = z.infer<typeof cooperatorSchema>;
export const cooperatorListSchema = z.array(cooperatorSchema);
export type CooperatorList = z.infer<typeof cooperatorListSchema>;
export const cooperatorGroupSchema = z.object({
  type: z.string(),
  typeName: z.string(),
  items: z.array(cooperatorSchema),
});
export type CooperatorGroup = z.infer<typeof cooperatorGroupSchema>;
